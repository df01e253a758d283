#include "ui/LazyPage.h"

#include <QVBoxLayout>

namespace webshop::ui {

LazyPage::LazyPage(Factory factory, QWidget *parent)
    : QWidget(parent)
    , m_factory(std::move(factory))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
}

QWidget *LazyPage::content() const
{
    if (!m_content) {
        auto *self = const_cast<LazyPage *>(this);
        m_content = m_factory(self);
        Q_ASSERT(m_content);
        self->layout()->addWidget(m_content);
        // Built while the holder is being shown: a new child of a visible widget stays hidden
        // until shown itself, and is laid out at once, as a page built earlier would be.
        m_content->show();
        if (self->isVisible())
            self->layout()->activate();
        // The holder takes the page's name in the tab order and for accessibility.
        self->setFocusProxy(m_content);
        emit self->built(m_content);
    }
    return m_content;
}

void LazyPage::showEvent(QShowEvent *event)
{
    content();
    QWidget::showEvent(event);
}

} // namespace webshop::ui
