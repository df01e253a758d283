#pragma once

// A page of a stacked widget that builds its content the first time it is shown or asked for.
// Off-screen pages then cost nothing before the window's first paint; the factory also makes
// the page's connections, so they exist exactly when the page does.
//   auto *holder = new LazyPage([this](QWidget *parent) { return new BasketPage(m_services, parent); }, stack);
//   stack->addWidget(holder);
//   holder->page<BasketPage>();   // builds now if not built yet
//   holder->builtPage<BasketPage>(); // or nullptr: never builds

#include <QWidget>
#include <functional>

namespace webshop::ui {

class LazyPage : public QWidget
{
    Q_OBJECT
public:
    using Factory = std::function<QWidget *(QWidget *parent)>;
    explicit LazyPage(Factory factory, QWidget *parent = nullptr);

    // The content, built on the first call. Logically const: the page exists for the caller.
    QWidget *content() const;
    bool isBuilt() const { return m_content != nullptr; }
    template<class T>
    T *page() const
    {
        return static_cast<T *>(content());
    }
    template<class T>
    T *builtPage() const
    {
        return static_cast<T *>(m_content);
    }

signals:
    void built(QWidget *content);

protected:
    void showEvent(QShowEvent *event) override;

private:
    Factory m_factory;
    mutable QWidget *m_content = nullptr;
};

} // namespace webshop::ui
