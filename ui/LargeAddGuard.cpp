#include "ui/LargeAddGuard.h"

#include "models/MoneyFormat.h"

#include <QMessageBox>
#include <QPushButton>

namespace webshop::ui {

namespace {
LargeAddGuard::Answer g_nextAnswer = LargeAddGuard::Answer::Ask;

QString describe(const QLocale &locale, const LargeAddGuard::Line &line)
{
    const QString qty = models::formatQuantity(locale, line.quantity, line.weight);
    //: A weight and an article: "15 kg Gouda"; packs and an article: "30 × Coffee (case of 6)"
    return line.weight ? LargeAddGuard::tr("%1 %2").arg(qty, line.name)
                       : LargeAddGuard::tr("%1 × %2").arg(qty, line.name);
}
} // namespace

bool LargeAddGuard::isLarge(const Preferences &p, const Line &line)
{
    if (!p.largeAddCheck)
        return false;
    const values::Decimal limit = values::Decimal::fromInt(line.weight ? p.largeAddKilograms : p.largeAddPacks);
    if (line.quantity > limit)
        return true;
    return line.gross && line.gross->amount > values::Decimal::fromInt(p.largeAddGross);
}

QString LargeAddGuard::question(const QLocale &locale, const QList<Line> &lines)
{
    if (lines.size() == 1) {
        const Line &line = lines.first();
        return line.shown ? tr("Add %1 for %2?").arg(describe(locale, line), models::formatMoney(locale, *line.shown))
                          : tr("Add %1?").arg(describe(locale, line));
    }
    QStringList rows;
    for (const Line &line : lines)
        rows << (line.shown ? tr("%1 for %2").arg(describe(locale, line), models::formatMoney(locale, *line.shown))
                            : describe(locale, line));
    return tr("Add these quantities?") + u'\n' + rows.join(u'\n');
}

void LargeAddGuard::ask(QWidget *parent, const QString &question, std::function<void(bool)> done)
{
    if (g_nextAnswer != Answer::Ask) {
        const bool add = g_nextAnswer == Answer::Add;
        g_nextAnswer = Answer::Ask;
        done(add);
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Question, tr("Large quantity"), question, QMessageBox::NoButton, parent);
    box->setObjectName(QStringLiteral("largeAddGuard"));
    box->setInformativeText(tr("That is far more than a usual add. This app cannot lower a basket line "
                               "afterwards. The limits are in Preferences."));
    QPushButton *add = box->addButton(tr("Add"), QMessageBox::AcceptRole);
    add->setObjectName(QStringLiteral("largeAddConfirm"));
    QPushButton *cancel = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(add);   // Enter
    box->setEscapeButton(cancel); // Esc, and closing the window
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    QObject::connect(box, &QMessageBox::finished, box, [box, add, done = std::move(done)] {
        done(box->clickedButton() == add);
    });
    box->open();
    add->setFocus();
}

void LargeAddGuard::setNextAnswer(Answer answer)
{
    g_nextAnswer = answer;
}

} // namespace webshop::ui
