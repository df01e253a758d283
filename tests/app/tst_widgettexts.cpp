// The screenshot text dump (WEBSHOP_SCREENSHOT_TEXTS) lists what a person can read, and never
// what a password field holds, whatever its echo mode.

#include "app/shell/WidgetTexts.h"

#include <QLabel>
#include <QLineEdit>
#include <QTest>
#include <QVBoxLayout>

using webshop::shell::visibleTexts;

class TestWidgetTexts : public QObject
{
    Q_OBJECT

private slots:
    void passwordFieldsAreSkipped_data()
    {
        QTest::addColumn<QLineEdit::EchoMode>("mode");
        QTest::addColumn<bool>("listed");
        QTest::newRow("normal") << QLineEdit::Normal << true;
        QTest::newRow("password") << QLineEdit::Password << false;
        QTest::newRow("no echo") << QLineEdit::NoEcho << false;
        QTest::newRow("echo on edit") << QLineEdit::PasswordEchoOnEdit << false;
    }
    void passwordFieldsAreSkipped()
    {
        QFETCH(QLineEdit::EchoMode, mode);
        QFETCH(bool, listed);
        QWidget root;
        auto *layout = new QVBoxLayout(&root);
        layout->addWidget(new QLabel(QStringLiteral("API password:"), &root));
        auto *field = new QLineEdit(QStringLiteral("hunter2-secret"), &root);
        field->setEchoMode(mode);
        layout->addWidget(field);
        auto *empty = new QLineEdit(&root);
        empty->setPlaceholderText(QStringLiteral("placeholder of a secret"));
        empty->setEchoMode(mode);
        layout->addWidget(empty);
        root.show();
        QVERIFY(QTest::qWaitForWindowExposed(&root));

        const QStringList texts = visibleTexts(&root);
        QVERIFY(texts.contains(QStringLiteral("API password:"))); // the dump itself works
        QCOMPARE(texts.contains(QStringLiteral("hunter2-secret")), listed);
        QCOMPARE(texts.contains(QStringLiteral("placeholder of a secret")), listed);
    }
};

QTEST_MAIN(TestWidgetTexts)
#include "tst_widgettexts.moc"
