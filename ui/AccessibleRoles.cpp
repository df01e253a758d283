#include "ui/AccessibleRoles.h"

#include <QAbstractButton>
#include <QAccessibleWidget>
#include <QAction>
#include <QToolButton>

namespace webshop::ui::accessible {

namespace {

constexpr const char *kKindProperty = "webshopAccessibleKind";
constexpr const char *kRoleProperty = "webshopAccessibleRole";

QString stripAmpersands(QString text)
{
    // "&Search" reads "Search"; "&&" is a literal ampersand.
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == u'&')
            text.remove(i, 1); // the next character (a literal '&' after "&&") is kept
    }
    return text;
}

// A checkable button as a page tab or a radio button: its name, its state, press.
class ButtonInterface : public QAccessibleWidget
{
public:
    ButtonInterface(QAbstractButton *button, Kind kind)
        : QAccessibleWidget(button, kind == Kind::PageTab ? QAccessible::PageTab : QAccessible::RadioButton)
        , m_kind(kind)
    {
    }

    QAbstractButton *button() const { return static_cast<QAbstractButton *>(widget()); }

    QAccessible::State state() const override
    {
        QAccessible::State s = QAccessibleWidget::state();
        if (m_kind == Kind::PageTab) {
            s.selectable = true;
            s.selected = button()->isChecked();
        } else {
            s.checkable = true;
            s.checked = button()->isChecked();
        }
        return s;
    }

    QString text(QAccessible::Text t) const override
    {
        QString str;
        switch (t) {
        case QAccessible::Name:
            str = widget()->accessibleName();
            if (str.isEmpty())
                str = stripAmpersands(button()->text());
            break;
        case QAccessible::Accelerator:
            str = shortcut();
            break;
        default:
            break;
        }
        return str.isEmpty() ? QAccessibleWidget::text(t) : str;
    }

    QStringList actionNames() const override
    {
        QStringList names;
        if (widget()->isEnabled())
            names << pressAction();
        return names + QAccessibleWidget::actionNames();
    }

    void doAction(const QString &actionName) override
    {
        if (!widget()->isEnabled())
            return;
        if (actionName == pressAction())
            button()->click();
        else
            QAccessibleWidget::doAction(actionName);
    }

    QStringList keyBindingsForAction(const QString &actionName) const override
    {
        if (actionName == pressAction() && !shortcut().isEmpty())
            return {shortcut()};
        return QAccessibleWidget::keyBindingsForAction(actionName);
    }

private:
    QString shortcut() const
    {
        if (const auto *tool = qobject_cast<const QToolButton *>(button()); tool && tool->defaultAction())
            return tool->defaultAction()->shortcut().toString(QKeySequence::NativeText);
        return button()->shortcut().toString(QKeySequence::NativeText);
    }

    Kind m_kind;
};

QAccessibleInterface *factory(const QString &, QObject *object)
{
    if (!object || !object->isWidgetType())
        return nullptr;
    const QVariant kind = object->property(kKindProperty);
    if (kind.isValid()) {
        if (auto *button = qobject_cast<QAbstractButton *>(object))
            return new ButtonInterface(button, Kind(kind.toInt()));
    }
    const QVariant role = object->property(kRoleProperty);
    if (role.isValid())
        return new QAccessibleWidget(static_cast<QWidget *>(object), QAccessible::Role(role.toInt()));
    return nullptr;
}

void installFactory()
{
    static const bool installed = [] {
        QAccessible::installFactory(factory);
        return true;
    }();
    Q_UNUSED(installed);
}

} // namespace

void setKind(QAbstractButton *button, Kind kind)
{
    installFactory();
    button->setProperty(kKindProperty, int(kind));
    if (kind != Kind::PageTab)
        return; // the button says "checked" changed itself
    // A page tab is "selected", not "checked": say that when it changes.
    QObject::connect(button, &QAbstractButton::toggled, button, [button](bool) {
        if (!QAccessible::isActive())
            return;
        QAccessible::State changed;
        changed.selected = true;
        QAccessibleStateChangeEvent event(button, changed);
        QAccessible::updateAccessibility(&event);
    });
}

void setGroupRole(QWidget *container, QAccessible::Role role, const QString &name)
{
    installFactory();
    container->setProperty(kRoleProperty, int(role));
    container->setAccessibleName(name);
}

} // namespace webshop::ui::accessible
