#pragma once

// Readies the local store's file before its connections open: the folder (owner only), the
// file (0600), the schema migration and the search index. On the caller's thread (ready()), or
// at once on a thread of its own (start()) while the app builds its window; take() then waits
// for that thread and hands over what it did for that path. It touches no connection of the
// store: LocalStore owns one, opens its writer and reader on what it answers, and words its
// failures for the buyer.

#include <QString>
#include <QThread>
#include <memory>
#include <optional>

namespace webshop::localstore {

class StoreFile
{
public:
    // Why the file cannot be used.
    enum class Failure { None, Folder, File, TooNew, Unusable };
    struct Result
    {
        Failure failure = Failure::Unusable;
        bool searchIndex = false;
        QString why; // for the log
        bool ok() const { return failure == Failure::None; }
    };

    StoreFile() = default;
    ~StoreFile() { wait(); } // its thread writes m_result
    StoreFile(const StoreFile &) = delete;
    StoreFile &operator=(const StoreFile &) = delete;

    // Readies `path` here, with a migration connection of this name (any thread).
    static Result ready(const QString &path, const QString &connection);
    // Readies `path` on a thread of its own (after the previous start() has finished).
    void start(const QString &path, const QString &connection);
    // Waits for start()'s thread, if any.
    void wait();
    // What start() did, when it readied this path; otherwise nothing (the caller readies it).
    // Either way the thread is done with.
    std::optional<Result> take(const QString &path);

private:
    std::unique_ptr<QThread> m_thread; // start()'s, until take()
    QString m_path;
    Result m_result; // written by m_thread, read after it has finished
};

} // namespace webshop::localstore
