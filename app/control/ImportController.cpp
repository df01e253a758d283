#include "app/control/ImportController.h"

#include "app/control/PreferencesStore.h"

#include "app/control/BasketAdds.h"
#include "app/control/ImportRuns.h"
#include "app/control/Preferences.h"

#include "app/orders/OrderCsv.h"
#include "app/orders/OrderImport.h"
#include "app/orders/OrderTexts.h"

#include <QFile>
#include <QPointer>
#include <QFileInfo>
#include <QSaveFile>

namespace webshop::control {

using orders::LineResult;
using orders::LineStatus;

namespace {

constexpr qint64 kMaxFileBytes = 64 * 1024 * 1024;

// What the buyer may pick for a line: every candidate of an ambiguous line, else the runner-ups.
QList<orders::Candidate> candidatesOf(const LineResult &line)
{
    if (line.status == LineStatus::Ambiguous && line.hasMatch())
        return QList<orders::Candidate>{line.match} + line.alternatives;
    if (line.status == LineStatus::Ok || line.status == LineStatus::InvalidQuantity)
        return line.alternatives;
    return {};
}

ImportStatus statusOf(const LineResult &line)
{
    switch (line.status) {
    case LineStatus::Pending: return ImportStatus::Checking;
    case LineStatus::Ok: return ImportStatus::Ready;
    case LineStatus::Ambiguous: return ImportStatus::Choose;
    case LineStatus::NotFound: return ImportStatus::NotFound;
    case LineStatus::InvalidQuantity: return ImportStatus::InvalidQuantity;
    case LineStatus::Duplicate: return line.merged ? ImportStatus::Merged : ImportStatus::Duplicate;
    case LineStatus::Skipped:
        return line.record.kind == orders::OrderRecord::Kind::Data ? ImportStatus::NotChecked : ImportStatus::Skipped;
    case LineStatus::Error: return ImportStatus::Error;
    case LineStatus::Added: return ImportStatus::Added;
    case LineStatus::Refused: return ImportStatus::Refused;
    case LineStatus::Uncertain: return ImportStatus::Uncertain;
    // Only the command line holds lines back by the large-add limits (the window does not set
    // them); shown as not added, the note says which limit.
    case LineStatus::NeedsConfirmation: return ImportStatus::Refused;
    case LineStatus::AlreadyAdded: return ImportStatus::AlreadyAdded;
    }
    return ImportStatus::Error;
}

ImportRow rowOf(const LineResult &line, const QLocale &locale)
{
    ImportRow row;
    row.line = line.record.line;
    row.lineCount = line.record.lineCount;
    row.input = line.record.raw;
    row.status = statusOf(line);
    row.exactId = line.exactId;
    row.article = line.match.name;
    row.pack = line.match.pack;
    row.bundleId = line.match.bundleId;
    const bool sendable = line.record.quantity.has_value() && line.hasMatch() && row.status != ImportStatus::NotChecked;
    row.quantity = sendable ? line.quantity.toLocaleString(locale) : line.record.quantityText;
    if (sendable) {
        row.amount = line.quantity;
        row.unitNet = line.match.unitNet;
        row.unitGross = line.match.unitGross;
        row.currency = line.match.currency;
    }
    for (const orders::Candidate &c : candidatesOf(line))
        row.choices.append(ImportChoice{c.bundleId, orders::OrderTexts::describe(c)});
    row.duplicateOf = line.duplicateOf;
    row.note = orders::OrderTexts::message(line, locale);
    return row;
}

QString separatorText(QChar separator)
{
    switch (separator.unicode()) {
    case u'\t': return ImportController::tr("separated by tabs");
    case u';': return ImportController::tr("separated by semicolons");
    case u',': return ImportController::tr("separated by commas");
    case 0: return ImportController::tr("one column");
    default: return ImportController::tr("separated by \"%1\"").arg(separator);
    }
}

} // namespace

struct ImportController::Engine
{
    Engine(api::ApiClient *client, BasketAdds *adds)
        : import(client), adds(adds), context(adds ? adds->context() : 0)
    {
    }
    orders::OrderImport import;
    QPointer<BasketAdds> adds;
    // The shop context the lines are checked for: adds after a change of customer or store
    // are refused by the add path, never sent to the new store's basket.
    quint64 context;
    orders::OrderFileInfo info;
    QByteArray content;                 // the file's bytes (pasted text: its UTF-8): the run key's
    QString runKey;                     // for the context the lines were checked for
    QList<orders::EarlierAdd> earlier;  // what an earlier run of it added
};

ImportController::ImportController(api::ApiClient *client, BasketAdds *adds, const QLocale &locale,
                                   const PreferencesStore *preferences, QObject *parent)
    : QObject(parent), d(std::make_unique<Engine>(client, adds)), m_locale(locale), m_preferences(preferences)
{
    m_flush = new QTimer(this);
    m_flush->setSingleShot(true);
    m_flush->setInterval(80);
    connect(m_flush, &QTimer::timeout, this, &ImportController::flushRows);
    orders::OrderImport *engine = &d->import;
    connect(engine, &orders::OrderImport::lineChanged, this, &ImportController::refreshRow);
    connect(engine, &orders::OrderImport::progress, this, [this](int done, int total, double rate, int left) {
        m_rate = rate;
        emit progress(done, total, rate, left);
    });
    connect(engine, &orders::OrderImport::finished, this, [this] {
        flushRows();
        loadEarlierRun();
        setState(State::Checked);
    });
    connect(engine, &orders::OrderImport::addProgress, this, &ImportController::addProgress);
    connect(engine, &orders::OrderImport::addFinished, this, [this] { setState(State::Added); });
    if (adds)
        connect(adds, &BasketAdds::stateChanged, engine, &orders::OrderImport::onAddState);
}

ImportController::~ImportController() = default;

bool ImportController::openFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("The file %1 cannot be opened: %2").arg(QFileInfo(path).fileName(), file.errorString());
        return false;
    }
    if (file.size() > kMaxFileBytes) {
        *error = tr("The file %1 is larger than 64 MB: that is not an order file.").arg(QFileInfo(path).fileName());
        return false;
    }
    openData(file.readAll(), QFileInfo(path).fileName());
    return true;
}

void ImportController::openData(const QByteArray &bytes, const QString &sourceName)
{
    const orders::OrderFile file = orders::readOrderFile(bytes, orders::OrderCsv::readOptionsFor(m_locale));
    d->info = file.info;
    d->content = bytes;
    m_sourceName = sourceName;
    d->import.start(file);
    start();
}

void ImportController::openText(const QString &text, const QString &sourceName)
{
    const orders::OrderFile file = orders::readOrderText(text, orders::OrderCsv::readOptionsFor(m_locale));
    d->info = file.info;
    d->content = text.toUtf8();
    m_sourceName = sourceName;
    d->import.start(file);
    start();
}

void ImportController::start()
{
    m_fileLines = d->info.lineCount;
    m_rate = 0;
    m_dirty.clear();
    m_rows.clear();
    m_rows.reserve(d->import.lines().size());
    for (const LineResult &line : d->import.lines())
        m_rows.append(rowOf(line, m_locale));
    emit rowsReset();
    // A file with nothing to look up finishes on the next turn; all others are checking now.
    setState(State::Checking);
}

void ImportController::refreshRow(int index)
{
    if (index < 0 || index >= m_rows.size())
        return;
    if (m_state == State::Checking) {
        m_dirty.append(index);
        if (!m_flush->isActive())
            m_flush->start();
        return;
    }
    m_rows[index] = rowOf(d->import.lines().at(index), m_locale);
    emit rowChanged(index);
}

void ImportController::flushRows()
{
    m_flush->stop();
    const QList<int> dirty = std::exchange(m_dirty, {});
    for (int index : dirty)
        if (index < m_rows.size())
            m_rows[index] = rowOf(d->import.lines().at(index), m_locale);
    for (int index : dirty)
        if (index < m_rows.size())
            emit rowChanged(index);
}

void ImportController::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

void ImportController::cancel()
{
    d->import.cancel();
}

bool ImportController::wasCancelled() const
{
    return d->import.wasCancelled();
}

QString ImportController::formatText() const
{
    QStringList parts{orders::encodingName(d->info.encoding), separatorText(d->info.separator)};
    if (d->info.hasHeader)
        parts << tr("first line is a header");
    return parts.join(QStringLiteral(" · "));
}

int ImportController::previewLineCount() const
{
    int lines = 0;
    for (const ImportRow &row : m_rows)
        lines += row.lineCount;
    return lines;
}

int ImportController::count(ImportStatus status) const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [status](const ImportRow &r) { return r.status == status; }));
}

int ImportController::count(ImportGroup group) const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [group](const ImportRow &r) { return groupOf(r.status) == group; }));
}

void ImportController::choose(int row, int choice)
{
    if (m_state != State::Checked || row < 0 || row >= m_rows.size())
        return;
    const QList<orders::Candidate> candidates = candidatesOf(d->import.lines().at(row));
    if (choice >= 0 && choice < candidates.size())
        d->import.choose(row, candidates.at(choice));
}

void ImportController::resolveDuplicate(int row, bool merge)
{
    if (m_state == State::Checked && row >= 0 && row < m_rows.size())
        d->import.resolveDuplicate(row, merge);
}

void ImportController::resolveAllDuplicates(bool merge)
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).status == ImportStatus::Duplicate)
            resolveDuplicate(i, merge);
}

void ImportController::loadEarlierRun()
{
    d->runKey.clear();
    d->earlier.clear();
    // Only for the context the lines were checked for (adds for another are refused anyway).
    if (!d->adds || d->adds->context() != d->context)
        return;
    d->runKey = importRunKey(*d->adds, d->content);
    d->earlier = earlierImportRun(*d->adds, d->runKey);
}

ImportRerun ImportController::rerun() const
{
    const orders::RerunSummary s = orders::summarizeRerun(d->import.lines(), d->earlier);
    return ImportRerun{s.alreadyAdded, s.heldBack, s.toAdd, s.firstAddedAt};
}

QList<models::BatchAddLine> ImportController::pendingAdds(bool again) const
{
    const Preferences prefs = m_preferences ? m_preferences->current() : Preferences{};
    const orders::LargeAddLimits limits{prefs.largeAddPacks, prefs.largeAddKilograms, prefs.largeAddGross};
    QList<models::BatchAddLine> out;
    for (const LineResult &line : d->import.lines()) {
        if (line.status != LineStatus::Ok
            || (!again && orders::classifyRerun(line, d->earlier).kind != orders::RerunKind::Fresh))
            continue;
        models::BatchAddLine add;
        add.intent.bundleId = line.match.bundleId;
        add.intent.variantId = line.match.variantId;
        add.intent.amount = line.quantity;
        add.intent.unitNet = line.match.unitNet;
        add.intent.unitGross = line.match.unitGross;
        add.intent.currency = line.match.currency;
        add.intent.name = line.match.name;
        add.intent.pack = line.match.pack;
        add.intent.weight = line.match.weight;
        add.weight = line.match.weight;
        add.large = prefs.largeAddCheck && orders::largeAddLimit(line, limits) != orders::LargeAddLimit::None;
        out << add;
    }
    return out;
}

void ImportController::addToBasket(bool again, bool withoutLarge)
{
    if (m_state != State::Checked || readyCount() == 0)
        return;
    setState(State::Adding);
    const Preferences prefs = m_preferences ? m_preferences->current() : Preferences{};
    d->import.setLargeAddLimits(withoutLarge && prefs.largeAddCheck
                                    ? std::optional(orders::LargeAddLimits{prefs.largeAddPacks, prefs.largeAddKilograms,
                                                                           prefs.largeAddGross})
                                    : std::nullopt);
    values::AddIntent origin;
    origin.source = values::AddIntent::Source::Import;
    origin.context = d->context;
    origin.runKey = d->runKey;
    d->import.setEarlierRun(d->earlier, again);
    BasketAdds *adds = d->adds;
    d->import.addResolved(adds, [adds](const values::AddIntent &intent) { return adds->add(intent); }, origin);
}

QByteArray ImportController::report() const
{
    return orders::OrderCsv::report(d->import.lines(), m_locale);
}

bool ImportController::saveReport(const QString &path, QString *error) const
{
    QSaveFile out(path);
    if (out.open(QIODevice::WriteOnly) && out.write(report()) >= 0 && out.commit())
        return true;
    *error = tr("The report could not be saved to %1: %2").arg(QFileInfo(path).fileName(), out.errorString());
    return false;
}

int ImportController::peakRequestsInFlight() const
{
    return d->import.peakInFlight();
}

ImportController *ImportFactory::create(QObject *parent) const
{
    return new ImportController(m_client, m_adds, m_locale, m_preferences, parent);
}

} // namespace webshop::control
