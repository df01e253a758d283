#pragma once

// Toolbar pieces: the basket button with its count badge and total, and the Net | Gross switch.

#include <QToolButton>
#include <QWidget>

class QButtonGroup;

namespace webshop::ui {

// The cart icon with the count bubble on its top-right corner, then the basket's total. The
// bubble overhangs the icon; the total starts after it, so no digit is ever under the bubble.
class BasketButton : public QToolButton
{
    Q_OBJECT
public:
    explicit BasketButton(QWidget *parent = nullptr);
    void setCount(int count);
    int count() const { return m_count; }
    void setBusy(bool busy);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // Where the parts are painted, in the button's coordinates.
    QRect iconRect() const;
    QRectF badgeRect() const; // empty without lines
    QRect textRect() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QFont badgeFont() const;
    QString badgeText() const;
    QSizeF badgeSize(const QString &text) const;
    int gapAfterIcon() const; // room for the bubble's overhang, then a space
    QSize contentSize() const;

    int m_count = 0;
    bool m_busy = false;
};

// A segmented Net | Gross switch.
class PriceModeSwitch : public QWidget
{
    Q_OBJECT
public:
    explicit PriceModeSwitch(QWidget *parent = nullptr);
    void setNet(bool net);
    bool isNet() const;
    QToolButton *netButton() const { return m_net; }
    QToolButton *grossButton() const { return m_gross; }

signals:
    void netToggled(bool net);

private:
    QToolButton *m_net = nullptr;
    QToolButton *m_gross = nullptr;
};

} // namespace webshop::ui
