#include "ui/PageHeader.h"

#include "ui/Theme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace webshop::ui {

PageHeader::PageHeader(int spacing, QWidget *parent)
    : QWidget(parent)
{
    m_row = new QHBoxLayout(this);
    m_row->setContentsMargins(0, 0, 0, 0);
    m_row->setSpacing(spacing);
    auto *titles = new QVBoxLayout;
    titles->setSpacing(0);
    m_title = new QLabel(this);
    m_title->setFont(Theme::titleFont(font(), Theme::heading));
    m_subtitle = new QLabel(this);
    Theme::setMuted(m_subtitle);
    titles->addWidget(m_title);
    titles->addWidget(m_subtitle);
    m_row->addLayout(titles, 1);
}

void PageHeader::setTitle(const QString &text)
{
    m_title->setText(text);
}

void PageHeader::setSubtitle(const QString &text)
{
    m_subtitle->setText(text);
}

void PageHeader::addTrailing(QWidget *widget)
{
    m_row->addWidget(widget, 0, Qt::AlignVCenter);
}

} // namespace webshop::ui
