// Replay runner linked into every fuzz target when libFuzzer is not (every build, gcc too, so
// CI exercises the decoders on hostile input each run). It feeds each seed of the corpus, then
// a fixed, deterministic set of mutations of it:
//   - truncations (every prefix, or 512 evenly spaced ones of a long seed);
//   - bit flips, overwrites and insertions of JSON-significant bytes, range deletions and
//     duplications, nesting bombs (positions from a fixed-seed generator);
//   - for a JSON seed, type swaps: every value in the document in turn replaced by null, bools,
//     extreme numbers, numeric strings, junk strings, arrays, objects, or removed.
// A failing input (sanitizer report, abort, crash) is written to ./fuzz-replay-crash.bin so it
// can be rerun: `<target> fuzz-replay-crash.bin`, and later committed to the corpus.
//
// Usage: <target> [--seeds-only] <file-or-directory>...

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#include <unistd.h>
#define WEBSHOP_REPLAY_POSIX 1
#endif

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#if defined(__GNUC__) || defined(__clang__)
// Present when a sanitizer runtime is linked: lets us save the input before the process dies.
extern "C" void __sanitizer_set_death_callback(void (*callback)(void)) __attribute__((weak));
#endif

namespace {

// The input being run, for the crash report. Plain globals: read from a signal handler.
const char *g_data = nullptr;
size_t g_size = 0;
char g_label[512] = {};
quint64 g_runs = 0;

void saveCurrentInput()
{
#ifdef WEBSHOP_REPLAY_POSIX
    static const char kHeader[] = "\nfuzz replay: failing input: ";
    static const char kSaved[] = "\nfuzz replay: saved as ./fuzz-replay-crash.bin\n";
    (void)!write(2, kHeader, sizeof kHeader - 1);
    (void)!write(2, g_label, strnlen(g_label, sizeof g_label));
    const int fd = open("fuzz-replay-crash.bin", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) {
        (void)!write(fd, g_data, g_size);
        close(fd);
        (void)!write(2, kSaved, sizeof kSaved - 1);
    }
#endif
}

void onFatalSignal(int sig)
{
    saveCurrentInput();
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

// splitmix64: the same sequence on every platform and standard library.
struct Rng
{
    quint64 state;
    quint64 next()
    {
        quint64 z = (state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    qsizetype below(qsizetype n) { return n > 0 ? qsizetype(next() % quint64(n)) : 0; }
};

quint64 fnv1a(const QByteArray &s)
{
    quint64 h = 0xcbf29ce484222325ULL;
    for (char c : s)
        h = (h ^ quint8(c)) * 0x100000001b3ULL;
    return h;
}

void runOne(const QByteArray &input, const char *what, const QByteArray &seedName, qsizetype n)
{
    std::snprintf(g_label, sizeof g_label, "seed %s, %s #%lld (%lld bytes)", seedName.constData(), what,
                  static_cast<long long>(n), static_cast<long long>(input.size()));
    g_data = input.constData();
    g_size = size_t(input.size());
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(input.constData()), size_t(input.size()));
    ++g_runs;
}

constexpr char kInteresting[] = {'{', '}', '[', ']', '"', ':', ',', '\\', '0', '9', '-', '+', '.', 'e',
                                 'E', ' ', '\n', '\0', '\x7f', '\x80', '\xc3', '\xff', 'n', 't', '/', '*'};

void byteMutations(const QByteArray &seed, const QByteArray &name, Rng &rng)
{
    const qsizetype n = seed.size();
    // Truncations.
    const qsizetype cuts = qMin<qsizetype>(n, 512);
    for (qsizetype i = 0; i < cuts; ++i)
        runOne(seed.left(n <= 512 ? i : i * n / 512), "truncation", name, i);
    if (n == 0)
        return;
    // Bit flips.
    for (int i = 0; i < 1000; ++i) {
        QByteArray m = seed;
        m[rng.below(n)] ^= char(1u << rng.below(8));
        runOne(m, "bit flip", name, i);
    }
    // Overwrites and insertions of bytes that matter to JSON, numbers and UTF-8.
    for (int i = 0; i < 900; ++i) {
        QByteArray m = seed;
        const char c = kInteresting[rng.below(sizeof kInteresting)];
        if (i % 3 == 2)
            m.insert(rng.below(n + 1), c);
        else
            m[rng.below(n)] = c;
        runOne(m, "byte", name, i);
    }
    // Range deletions and duplications.
    for (int i = 0; i < 200; ++i) {
        QByteArray m = seed;
        const qsizetype at = rng.below(n);
        const qsizetype len = 1 + rng.below(qMin<qsizetype>(32, n - at));
        if (i % 2)
            m.remove(at, len);
        else
            m.insert(at, seed.mid(at, len));
        runOne(m, "range", name, i);
    }
    // Nesting bombs in front of and around the seed.
    const QByteArray deep(4000, '[');
    runOne(deep, "nesting", name, 0);
    runOne(deep + seed, "nesting", name, 1);
    runOne(QByteArray(1000, '[') + seed + QByteArray(1000, ']'), "nesting", name, 2);
    runOne(QByteArray(1500, '{').replace("{", "{\"a\":"), "nesting", name, 3);
}

// ---- JSON type swaps ----

using Path = std::vector<QJsonValue>; // each step: a key (string) or an index (double)

void collectPaths(const QJsonValue &v, Path &path, std::vector<Path> &out)
{
    out.push_back(path);
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            path.push_back(QJsonValue(it.key()));
            collectPaths(it.value(), path, out);
            path.pop_back();
        }
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            path.push_back(QJsonValue(double(i)));
            collectPaths(a.at(i), path, out);
            path.pop_back();
        }
    }
}

QJsonValue valueAt(const QJsonValue &v, const Path &path, size_t depth = 0)
{
    if (depth == path.size())
        return v;
    const QJsonValue step = path[depth];
    if (step.isString())
        return valueAt(v.toObject().value(step.toString()), path, depth + 1);
    return valueAt(v.toArray().at(qsizetype(step.toDouble())), path, depth + 1);
}

// `v` with the value at `path` replaced (an Undefined replacement removes it).
QJsonValue replacedAt(const QJsonValue &v, const Path &path, const QJsonValue &replacement, size_t depth = 0)
{
    if (depth == path.size())
        return replacement;
    const QJsonValue step = path[depth];
    const bool last = depth + 1 == path.size();
    if (step.isString()) {
        QJsonObject o = v.toObject();
        if (last && replacement.isUndefined())
            o.remove(step.toString());
        else
            o.insert(step.toString(), replacedAt(o.value(step.toString()), path, replacement, depth + 1));
        return o;
    }
    QJsonArray a = v.toArray();
    const qsizetype i = qsizetype(step.toDouble());
    if (last && replacement.isUndefined())
        a.removeAt(i);
    else
        a.replace(i, replacedAt(a.at(i), path, replacement, depth + 1));
    return a;
}

QList<QJsonValue> replacements()
{
    static const char kJson[] = R"json([null, true, false, 0, -1, 0.5, 1e308, -1e308, 5e-324,
        9223372036854775807, -9223372036854775808, 2147483648, -2147483649, 1e15, 99999999999999.9999,
        "", " ", "x", "0", "00042", "-0.00005", "12.345678", "1e30", "1e-30", "-99999999999999.99995",
        "99999999999999999999", "NaN", "Infinity", "0x10", "12,50", "true", "yes", "WEIGHT",
        "ünïcödé \u0000 \ud83d\ude00", "javascript:alert(1)", "//evil.example/x.png", "../../etc/passwd",
        "data:image/png;base64,AAAA", "a\r\nSet-Cookie: x=1", "eyJ.a.b",
        [], {}, [null], [[[]]], {"0": null}, {"1": {"bettyVariantId": 1}}, {"amount": "1e2", "currency": 5}])json";
    QList<QJsonValue> out;
    const QJsonArray list = QJsonDocument::fromJson(kJson).array();
    for (const QJsonValue &v : list)
        out.append(v);
    if (out.size() < 40) {
        std::fprintf(stderr, "fuzz replay: the replacement values do not parse\n");
        std::abort();
    }
    out.append(QJsonValue(QString(10000, u'a')));
    out.append(QJsonValue(QJsonValue::Undefined)); // removal
    return out;
}

// A string holding a number becomes that number, a number becomes its text, a bool "1"/"0".
QJsonValue swappedType(const QJsonValue &v)
{
    if (v.isString()) {
        bool ok = false;
        const double d = v.toString().toDouble(&ok);
        return ok ? QJsonValue(d) : QJsonValue(QJsonArray{v});
    }
    if (v.isDouble())
        return QJsonValue(QString::number(v.toDouble(), 'g', 17));
    if (v.isBool())
        return QJsonValue(v.toBool() ? QStringLiteral("1") : QStringLiteral("0"));
    if (v.isArray()) {
        QJsonObject keyed; // the same list as an object keyed by numbers, in reverse order
        const QJsonArray a = v.toArray();
        for (qsizetype i = a.size() - 1; i >= 0; --i)
            keyed.insert(QString::number(i), a.at(i));
        return keyed;
    }
    return QJsonValue(QJsonValue::Null);
}

void jsonMutations(const QByteArray &seed, const QByteArray &name, Rng &rng)
{
    // A seed may carry a tail after a NUL (Set-Cookie lines): mutate the JSON body only.
    const qsizetype nul = seed.indexOf('\0');
    const QByteArray body = nul < 0 ? seed : seed.left(nul);
    const QByteArray tail = nul < 0 ? QByteArray() : seed.mid(nul);
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &pe);
    if (pe.error != QJsonParseError::NoError || doc.isNull())
        return;
    const QJsonValue root = doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array());
    std::vector<Path> paths;
    Path path;
    collectPaths(root, path, paths);
    static const QList<QJsonValue> values = replacements();
    constexpr qsizetype kBudget = 2500;
    const qsizetype all = qsizetype(paths.size()) * (values.size() + 1);
    qsizetype n = 0;
    for (const Path &p : paths) {
        for (qsizetype r = 0; r <= values.size(); ++r) {
            // Over budget: a fixed-seed sample of the (path, value) pairs.
            if (all > kBudget && rng.below(all) >= kBudget)
                continue;
            const QJsonValue with = r < values.size() ? values.at(r) : swappedType(valueAt(root, p));
            if (p.empty() && with.isUndefined())
                continue;
            const QJsonValue m = replacedAt(root, p, with);
            const QByteArray text = m.isObject() ? QJsonDocument(m.toObject()).toJson(QJsonDocument::Compact)
                : m.isArray() ? QJsonDocument(m.toArray()).toJson(QJsonDocument::Compact)
                              : QJsonDocument(QJsonArray{m}).toJson(QJsonDocument::Compact).chopped(1).mid(1);
            runOne(text + tail, "type swap", name, n++);
        }
    }
}

QStringList inputFiles(const QStringList &args)
{
    QStringList files;
    for (const QString &a : args) {
        const QFileInfo fi(a);
        if (fi.isDir()) {
            const QFileInfoList entries = QDir(a).entryInfoList(QDir::Files, QDir::Name);
            for (const QFileInfo &e : entries)
                files.append(e.filePath());
        } else if (fi.isFile()) {
            files.append(fi.filePath());
        } else {
            std::fprintf(stderr, "fuzz replay: no such file or directory: %s\n", qPrintable(a));
        }
    }
    return files;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    const bool seedsOnly = args.removeAll(QStringLiteral("--seeds-only")) > 0;
    const QStringList files = inputFiles(args);
    if (files.isEmpty()) {
        std::fprintf(stderr, "usage: %s [--seeds-only] <corpus file or directory>...\n", argv[0]);
        return 2;
    }
    for (int sig : {SIGSEGV, SIGABRT, SIGFPE, SIGILL})
        std::signal(sig, onFatalSignal);
#if defined(__GNUC__) || defined(__clang__)
    if (__sanitizer_set_death_callback)
        __sanitizer_set_death_callback(saveCurrentInput);
#endif
    QElapsedTimer timer;
    timer.start();
    for (const QString &file : files) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "fuzz replay: cannot read %s\n", qPrintable(file));
            return 2;
        }
        const QByteArray seed = f.readAll();
        const QByteArray name = QFileInfo(file).fileName().toUtf8();
        runOne(seed, "as is", name, 0);
        if (seedsOnly)
            continue;
        Rng rng{fnv1a(name)};
        byteMutations(seed, name, rng);
        jsonMutations(seed, name, rng);
    }
    std::printf("fuzz replay %s: %lld seeds, %llu inputs, %lld ms\n",
                qPrintable(QFileInfo(QString::fromLocal8Bit(argv[0])).fileName()),
                static_cast<long long>(files.size()), static_cast<unsigned long long>(g_runs),
                static_cast<long long>(timer.elapsed()));
    return 0;
}
