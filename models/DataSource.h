#pragma once

// Where a model's data comes from besides its own requests to the server: whether the server is
// asked at all (offline: it is not, the saved copies answer) and the copies saved on this
// computer for the signed-in customer and store. The control layer implements it over the local
// store (control::SavedCopies); without one (null in ModelServices) a model only asks the server.
// Every read is tagged with its origin and age (Provenance).

#include "app/values/Types.h"

#include <QDateTime>
#include <QObject>
#include <optional>

namespace webshop::models {

enum class DataOrigin {
    None,         // nothing shown
    Live,         // the server's answer (at: when it came)
    Saved,        // a copy saved on this computer (at: when it was fetched from the server)
    SavedMatches, // a search answered by matching the saved articles (at: the newest of them)
};

// Where what a model shows came from, and how old it is.
struct Provenance
{
    DataOrigin origin = DataOrigin::None;
    QDateTime at;
    static Provenance live() { return {DataOrigin::Live, QDateTime::currentDateTime()}; }
    bool isSaved() const { return origin == DataOrigin::Saved || origin == DataOrigin::SavedMatches; }
    friend bool operator==(const Provenance &, const Provenance &) = default;
};

template<class T>
struct Sourced
{
    T value;
    Provenance provenance;
};

// The saved lists: the references in the server's order and the lists saved of them.
struct SavedLists
{
    QList<values::PersonalListRef> refs;
    QList<values::PersonalList> lists;
    QHash<QString, QDateTime> listTimes; // when each saved list was fetched
};

class DataSource : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // Offline: the saved copies answer and nothing is sent to the server.
    virtual bool readsSaved() const = 0;
    // Why an add cannot be sent now (translated); empty when it can.
    virtual QString addRefusal() const = 0;

    // The saved copies (nullopt: nothing saved, or no store). A search made before answers with
    // its saved results; any other text with the saved articles that match it (SavedMatches).
    virtual std::optional<Sourced<values::SearchPage>> search(const QString &query) const = 0;
    virtual std::optional<Sourced<values::Article>> article(const QString &variantId) const = 0;
    virtual std::optional<Sourced<SavedLists>> lists() const = 0;
    virtual std::optional<Sourced<values::PersonalList>> list(const QString &listId) const = 0;
    virtual std::optional<Sourced<values::Basket>> basket() const = 0;

    // The shop's context, told by control::SessionController: another store or language, so every
    // model reads its data again as it needs (contextChanged); or no customer any more, so every
    // model drops what it shows (customerGone). No component writes into the models for it.
    void announceContextChanged() { emit contextChanged(); }
    void announceCustomerGone() { emit customerGone(); }

signals:
    // true: the server cannot be reached; what failed shows its saved copy. false: the server
    // answers again; every model loads again by itself.
    void readsSavedChanged(bool saved);
    // The saved copies on screen may not stay (a remembered login the server refused).
    void withdrawn();
    void contextChanged();
    void customerGone();
};

} // namespace webshop::models
