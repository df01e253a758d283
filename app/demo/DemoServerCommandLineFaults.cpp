// webshop-demo-server's options of addItem faults, foreign changes and chaos (FaultOptions).

#include "app/demo/DemoServerCommandLine.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace webshop::demo {

namespace {

// The translation context of webshop-demo-server's texts (shared with its main()).
struct DemoServerMain
{
    Q_DECLARE_TR_FUNCTIONS(DemoServerMain)
};

constexpr int kMaxDelayMs = 600000;
constexpr int kMaxCount = 1000000;
const int kDefaultChaosSlowMs = FaultOptions().chaosSlowMs;
const double kDefaultChaosRate = FaultOptions().chaosRate;

// "head" or "head:tail", split at the first colon (tail nullopt without one).
void split(const QString &value, QString *head, std::optional<QString> *tail)
{
    const qsizetype colon = value.indexOf(u':');
    *head = value.left(colon).trimmed().toLower();
    tail->reset();
    if (colon >= 0)
        *tail = value.mid(colon + 1).trimmed().toLower();
}

std::optional<int> wholeNumber(const QString &text, int min, int max)
{
    bool ok = false;
    const int n = text.toInt(&ok);
    if (!ok || n < min || n > max)
        return std::nullopt;
    return n;
}

} // namespace

DemoServerCommandLine::AddFaultFlags DemoServerCommandLine::AddFaultFlags::make()
{
    return {
        QCommandLineOption(u"add-delay"_s,
                           DemoServerMain::tr("addItem waits this long before it applies the add and "
                                              "answers (no byte meanwhile; other requests are served)."),
                           DemoServerMain::tr("ms"), u"0"_s),
        QCommandLineOption(u"add-cut-body"_s,
                           DemoServerMain::tr("addItem applies the add, sends the status line and headers "
                                              "with a Content-Length larger than what follows, half the "
                                              "body, and closes the connection.")),
        QCommandLineOption(u"add-drop"_s,
                           DemoServerMain::tr("addItem: close the connection without a reply, the add not "
                                              "applied (before) or applied (after); with :n for the next n "
                                              "adds only."),
                           DemoServerMain::tr("when")),
        QCommandLineOption(u"add-status"_s,
                           DemoServerMain::tr("addItem answers this HTTP status (200 to 599; 301, 302, 303, "
                                              "307 and 308 with a Location to the same path); the add is "
                                              "applied only with :applied."),
                           DemoServerMain::tr("code")),
        QCommandLineOption(u"foreign-adds"_s,
                           DemoServerMain::tr("Another client changes the basket: at every n-th basket read "
                                              "the server adds a random other bundle (1 to 3 units), or "
                                              "with :same the bundle and amount of the latest addItem."),
                           DemoServerMain::tr("n")),
        QCommandLineOption(u"chaos"_s,
                           DemoServerMain::tr("A seeded mix of addItem faults for soak tests: each add is "
                                              "faulty with probability rate (default 0.5); also foreign "
                                              "changes at every 2nd read and a basket article scheme drawn "
                                              "from the seed."),
                           DemoServerMain::tr("seed")),
        QCommandLineOption(u"chaos-slow"_s,
                           DemoServerMain::tr("The delay of a slow add under --chaos (beyond the client's "
                                              "give-up)."),
                           DemoServerMain::tr("ms"), QString::number(kDefaultChaosSlowMs)),
    };
}

QList<QCommandLineOption> DemoServerCommandLine::AddFaultFlags::all() const
{
    return {addDelay, addCutBody, addDrop, addStatus, foreignAdds, chaos, chaosSlow};
}

bool DemoServerCommandLine::readAddFaults()
{
    FaultOptions &f = m_config.faults;
    const AddFaultFlags &o = m_addFaults;
    double number = 0;
    QString head;
    std::optional<QString> tail;

    if (!this->number(o.addDelay, 0, kMaxDelayMs, &number))
        return false;
    f.addDelayMs = int(number);
    f.addCutBody = m_parser.isSet(o.addCutBody);

    if (m_parser.isSet(o.addDrop)) {
        const QString value = m_parser.value(o.addDrop);
        split(value, &head, &tail);
        const std::optional<int> count = tail ? wholeNumber(*tail, 1, kMaxCount) : std::optional<int>(-1);
        if ((head != u"before" && head != u"after") || !count)
            return invalid(o.addDrop, value, DemoServerMain::tr("before[:n] or after[:n], n from 1"));
        f.addDrop = head == u"before" ? FaultOptions::AddDrop::Before : FaultOptions::AddDrop::After;
        f.addDropCount = *count;
    }

    if (m_parser.isSet(o.addStatus)) {
        const QString value = m_parser.value(o.addStatus);
        split(value, &head, &tail);
        const std::optional<int> code = wholeNumber(head, 200, 599);
        if (!code || (tail && *tail != u"applied"))
            return invalid(o.addStatus, value, DemoServerMain::tr("a status from 200 to 599, optionally :applied"));
        f.addStatus = *code;
        f.addStatusApplied = tail.has_value();
    }

    if (m_parser.isSet(o.foreignAdds)) {
        const QString value = m_parser.value(o.foreignAdds);
        split(value, &head, &tail);
        const std::optional<int> every = wholeNumber(head, 1, kMaxCount);
        if (!every || (tail && *tail != u"same"))
            return invalid(o.foreignAdds, value, DemoServerMain::tr("n[:same], n from 1"));
        f.foreignChanges = *every;
        f.foreignSame = tail.has_value();
    }

    if (m_parser.isSet(o.chaos)) {
        const QString value = m_parser.value(o.chaos);
        split(value, &head, &tail);
        bool seedOk = false, rateOk = true;
        const quint64 seed = head.toULongLong(&seedOk);
        const double rate = tail ? tail->toDouble(&rateOk) : kDefaultChaosRate;
        if (!seedOk || !rateOk || !(rate >= 0.0 && rate <= 1.0))
            return invalid(o.chaos, value, DemoServerMain::tr("seed[:rate], a whole number and a rate from 0 to 1"));
        f.chaos = true;
        f.faultSeed = seed;
        f.chaosRate = rate;
    }
    if (!this->number(o.chaosSlow, 0, kMaxDelayMs, &number))
        return false;
    f.chaosSlowMs = int(number);
    return true;
}

QStringList DemoServerCommandLine::addFaultArguments(const FaultOptions &f)
{
    QStringList args;
    if (f.addDelayMs > 0)
        args << u"--add-delay"_s << QString::number(f.addDelayMs);
    if (f.addCutBody)
        args << u"--add-cut-body"_s;
    if (f.addDrop != FaultOptions::AddDrop::Off && f.addDropCount != 0) {
        QString value = f.addDrop == FaultOptions::AddDrop::Before ? u"before"_s : u"after"_s;
        if (f.addDropCount > 0)
            value += u':' + QString::number(f.addDropCount);
        args << u"--add-drop"_s << value;
    }
    if (f.addStatus > 0)
        args << u"--add-status"_s << QString::number(f.addStatus) + (f.addStatusApplied ? u":applied"_s : QString());
    if (f.foreignChanges > 0)
        args << u"--foreign-adds"_s << QString::number(f.foreignChanges) + (f.foreignSame ? u":same"_s : QString());
    if (f.chaos) {
        QString value = QString::number(f.faultSeed);
        if (f.chaosRate != kDefaultChaosRate)
            value += u':' + QString::number(f.chaosRate);
        args << u"--chaos"_s << value;
        if (f.chaosSlowMs != kDefaultChaosSlowMs)
            args << u"--chaos-slow"_s << QString::number(f.chaosSlowMs);
    }
    return args;
}

} // namespace webshop::demo
