#include "ui/BatchAddSummary.h"

#include "models/MoneyFormat.h"
#include "ui/DialogTitle.h"
#include "ui/Theme.h"

#include <QDialogButtonBox>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <utility>
#include <QVBoxLayout>

namespace webshop::ui {

namespace {

BatchAddSummary::Answer g_nextAnswer = BatchAddSummary::Answer::Ask;

// Taller than this many text lines, the list of packs in the basket scrolls rather than the
// dialog growing past a small window.
constexpr int kInBasketTextLines = 8;
// Wide enough for a long article name and its pack on one line in most languages, narrow
// enough for a 1024×700 window.
constexpr int kWidth = 500;
constexpr int kMargin = Theme::unit * 3;

QString lineName(const QString &name, const QString &pack, bool weight)
{
    if (weight || pack.isEmpty())
        return name.isEmpty() ? pack : name;
    //: An article and its pack: "Mineral water (case of 12 × 0.7 l)"
    return BatchAddSummary::tr("%1 (%2)").arg(name, pack);
}

QLabel *valueLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

BatchAddSummary::BatchAddSummary(const models::BatchAddSummary &summary, const QLocale &locale, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("batchAddSummary"));
    setWindowTitle(tr("Add to Basket"));
    setWindowModality(Qt::WindowModal);
    setFixedWidth(kWidth);
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(kMargin, kMargin, kMargin, Theme::unit * 2);
    v->setSpacing(Theme::unit * 1.5);
    v->addWidget(dialogHeading(title(summary), this));
    v->addWidget(buildFigures(summary, locale));
    if (!summary.inBasket.isEmpty())
        v->addWidget(buildInBasket(summary, locale));
    if (summary.hasLarge()) {
        QStringList rows;
        for (const auto &l : summary.large) {
            const QString qty = models::formatQuantity(locale, l.amount, l.weight);
            rows << (l.weight ? tr("%1 %2").arg(qty, lineName(l.name, l.pack, l.weight))
                              : tr("%1 × %2").arg(qty, lineName(l.name, l.pack, l.weight)));
        }
        auto *large = new QLabel(tr("Far more than a usual add (the limits are in Preferences):") + u'\n' + rows.join(u'\n'), this);
        large->setObjectName(QStringLiteral("batchAddLarge"));
        large->setWordWrap(true);
        Theme::setTextColor(large, Theme::warningText());
        v->addWidget(large);
    }
    // The one sentence the buyer must read before money moves.
    auto *cannot = new QLabel(tr("The app cannot remove lines or lower quantities afterwards."), this);
    cannot->setObjectName(QStringLiteral("batchAddCannotRemove"));
    cannot->setWordWrap(true);
    cannot->setFont(Theme::semibold(cannot->font()));
    v->addWidget(cannot);
    v->addStretch(1);
    buildButtons(summary);
    // As tall as its wrapped lines need at its fixed width: no gap, nothing cut.
    if (v->hasHeightForWidth())
        resize(kWidth, v->totalHeightForWidth(kWidth));
}

QString BatchAddSummary::title(const models::BatchAddSummary &summary)
{
    return tr("Add %n line(s) to the basket?", nullptr, summary.lines);
}

QWidget *BatchAddSummary::buildFigures(const models::BatchAddSummary &summary, const QLocale &locale)
{
    auto *box = new QWidget(this);
    auto *grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(Theme::unit * 2);
    grid->setVerticalSpacing(Theme::unit / 2);
    grid->setColumnStretch(1, 1);
    const auto row = [&](const QString &name, const QString &value) {
        const int r = grid->rowCount();
        auto *key = new QLabel(name, box);
        Theme::setMuted(key);
        QLabel *shown = valueLabel(value, box);
        grid->addWidget(key, r, 0, Qt::AlignLeft | Qt::AlignTop);
        grid->addWidget(shown, r, 1);
        m_figures << key << shown;
    };
    row(tr("Lines"), locale.toString(summary.lines));
    if (summary.packLines > 0)
        row(tr("Packs"), tr("%1 in %Ln line(s)", nullptr, summary.packLines)
                             .arg(models::formatQuantity(locale, summary.packs, false)));
    if (summary.weightLines > 0)
        row(tr("Weight"), tr("%1 in %Ln line(s)", nullptr, summary.weightLines)
                              .arg(models::formatQuantity(locale, summary.kilograms, true)));
    // The one arithmetic (app/values/LinePrice.h): the deposit the basket shows per pack is in
    // the total; where no basket line tells a pack's deposit, the total is an estimate.
    QString total = models::formatMoney(locale, summary.grossWithDeposit(), summary.currency);
    if (!summary.deposit.isZero())
        //: The price of an add with its deposit, e.g. "32,56 € incl. 11,78 € deposit"
        total = tr("%1 incl. %2 deposit").arg(total, models::formatMoney(locale, summary.deposit, summary.currency));
    if (summary.depositUnknownLines > 0)
        //: An amount the basket may show otherwise (the note under it says why), e.g. "≈ 20,79 €"
        total = tr("≈ %1").arg(total);
    row(tr("Gross total"), total);
    QStringList notes;
    if (summary.unknownPriceLines > 0)
        notes << tr("%Ln line(s) without a known price are not in it.", nullptr, summary.unknownPriceLines);
    if (summary.depositUnknownLines > 0)
        notes << tr("≈: without the deposit of %Ln line(s): the shop states a pack's deposit in the basket only, "
                    "and these packs are not in it yet.", nullptr, summary.depositUnknownLines);
    if (!notes.isEmpty()) {
        QLabel *note = valueLabel(notes.join(u' '), box);
        note->setObjectName(QStringLiteral("batchAddTotalNote"));
        note->setFont(Theme::small(note->font()));
        if (summary.unknownPriceLines > 0)
            Theme::setTextColor(note, Theme::warningText());
        else
            Theme::setMuted(note);
        grid->addWidget(note, grid->rowCount(), 1);
    }
    return box;
}

QString BatchAddSummary::inBasketLine(const QLocale &locale, const models::BatchAddSummary::InBasket &e)
{
    const QString name = lineName(e.name.isEmpty() ? e.bundleId : e.name, e.pack, e.weight);
    const QString line = tr("%1: %2 in the basket → %3 after this add")
                             .arg(name, models::formatQuantity(locale, e.now, e.weight),
                                  models::formatQuantity(locale, e.after, e.weight));
    return e.lines > 1 ? tr("%1 (%Ln line(s) of this add)", nullptr, e.lines).arg(line) : line;
}

QWidget *BatchAddSummary::buildInBasket(const models::BatchAddSummary &summary, const QLocale &locale)
{
    auto *box = new QWidget(this);
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(Theme::unit / 2);
    auto *heading = new QLabel(tr("Already in the basket (%Ln pack(s)):", nullptr, int(summary.inBasket.size())), box);
    heading->setFont(Theme::semibold(heading->font()));
    v->addWidget(heading);
    auto *rows = new QWidget;
    auto *list = new QVBoxLayout(rows);
    list->setContentsMargins(Theme::unit, 0, Theme::unit, 0);
    list->setSpacing(2);
    for (const auto &entry : summary.inBasket) {
        m_inBasketLines << inBasketLine(locale, entry);
        auto *label = valueLabel(u"• " + m_inBasketLines.constLast(), rows);
        label->setObjectName(QStringLiteral("batchAddInBasketLine"));
        list->addWidget(label);
    }
    m_inBasket = new QScrollArea(box);
    m_inBasket->setObjectName(QStringLiteral("batchAddInBasket"));
    m_inBasket->setWidget(rows);
    m_inBasket->setWidgetResizable(true);
    m_inBasket->setFrameShape(QFrame::NoFrame);
    m_inBasket->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Tab reaches it to scroll with the arrows; Enter and Esc stay the dialog's.
    m_inBasket->setFocusPolicy(Qt::TabFocus);
    // The dialog's width is fixed: the wrapped lines' height is known now, never cut.
    const int width = kWidth - 2 * kMargin;
    const int needed = rows->hasHeightForWidth() ? rows->heightForWidth(width) : rows->sizeHint().height();
    const int most = kInBasketTextLines * fontMetrics().lineSpacing();
    m_inBasket->setFixedHeight(qMin(needed + 6, most));
    // All of it shown: no scroll bar taking room from the words.
    if (needed + 6 <= most)
        m_inBasket->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    v->addWidget(m_inBasket);
    return box;
}

void BatchAddSummary::buildButtons(const models::BatchAddSummary &summary)
{
    auto *buttons = new QDialogButtonBox(this);
    m_add = buttons->addButton(tr("&Add %n Line(s)", nullptr, summary.lines), QDialogButtonBox::AcceptRole);
    m_add->setObjectName(QStringLiteral("batchAddConfirm"));
    m_add->setProperty("primary", true);
    m_add->setDefault(true); // Enter
    if (summary.hasLarge()) {
        QPushButton *without = buttons->addButton(tr("Add &Without the Large Lines"), QDialogButtonBox::ActionRole);
        without->setObjectName(QStringLiteral("batchAddWithoutLarge"));
        without->setAutoDefault(false);
        connect(without, &QPushButton::clicked, this, [this] {
            m_answer = Answer::AddWithoutLarge;
            accept();
        });
    }
    QPushButton *cancel = buttons->addButton(QDialogButtonBox::Cancel); // Esc (QDialog::reject)
    cancel->setObjectName(QStringLiteral("batchAddCancel"));
    cancel->setAutoDefault(false);
    connect(m_add, &QPushButton::clicked, this, [this] {
        m_answer = Answer::Add;
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout()->addWidget(buttons);
}

QString BatchAddSummary::figuresText() const
{
    QStringList parts;
    for (int i = 0; i + 1 < m_figures.size(); i += 2)
        parts << m_figures.at(i)->text() + u": " + m_figures.at(i + 1)->text();
    return parts.join(u'\n');
}

void BatchAddSummary::ask(QWidget *parent, const models::BatchAddSummary &summary, const QLocale &locale,
                          std::function<void(Answer)> done)
{
    if (g_nextAnswer != Answer::Ask) {
        done(std::exchange(g_nextAnswer, Answer::Ask));
        return;
    }
    auto *dialog = new BatchAddSummary(summary, locale, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, dialog, [dialog, done = std::move(done)](int result) {
        done(result == QDialog::Accepted ? dialog->answer() : Answer::Cancel);
    });
    dialog->open();
    dialog->m_add->setFocus();
}

void BatchAddSummary::setNextAnswer(Answer answer)
{
    g_nextAnswer = answer;
}

} // namespace webshop::ui
