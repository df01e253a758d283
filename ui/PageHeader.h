#pragma once

// The top of a page: a title, a muted line under it, and the page's own buttons on the right
// (view switches, "Refresh"). Every page starts with one, so they all look alike.

#include <QWidget>

class QHBoxLayout;
class QLabel;

namespace webshop::ui {

class PageHeader : public QWidget
{
    Q_OBJECT
public:
    // `spacing`: between the titles and the buttons, as in the page's own layout.
    explicit PageHeader(int spacing, QWidget *parent);

    QLabel *title() const { return m_title; }
    QLabel *subtitle() const { return m_subtitle; }
    void setTitle(const QString &text);
    void setSubtitle(const QString &text);
    // A widget right of the titles, vertically centred; create it with this header as parent.
    void addTrailing(QWidget *widget);

private:
    QHBoxLayout *m_row = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_subtitle = nullptr;
};

} // namespace webshop::ui
