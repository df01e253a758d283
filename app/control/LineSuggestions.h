#pragma once

#include "models/QuickOrderModel.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace webshop::api { class ApiClient; class ApiJob; }

namespace webshop::control {

class PackResolver;

// The suggestions offered on a quick order line while the buyer types: asked once typing pauses
// (the delay), each answer carrying the generation of its request, so that an answer for a
// text that is no longer the current one is counted and dropped. Also holds the choice the
// QuickOrder offers on a line that fits several articles. Owned by the QuickOrder.
class LineSuggestions : public QObject
{
    Q_OBJECT
public:
    LineSuggestions(api::ApiClient *client, const PackResolver &packs, QObject *parent = nullptr);
    ~LineSuggestions() override;

    // Suggestions for `text`, typed in the line `lineId`: asked once typing pauses (delay).
    void suggest(quint64 lineId, const QString &text);
    void suggestNow(quint64 lineId, const QString &text);
    void cancel();
    // These picks are the suggestions of the line now.
    void set(quint64 lineId, const QString &text, const QList<models::QuickOrderPick> &picks);

    const QList<models::QuickOrderPick> &picks() const { return m_picks; }
    quint64 line() const { return m_line; }
    QString text() const { return m_text; }
    void setDelay(int ms) { m_timer.setInterval(ms); }
    // Answers that arrived for a text that was no longer the current one (and were dropped).
    int droppedAnswers() const { return m_droppedAnswers; }
    bool isAsking() const { return !m_job.isNull(); }

signals:
    void changed();
    void busyChanged();

private:
    void run();
    void onAnswer(api::ApiJob *job, int generation, quint64 lineId, const QString &text);

    api::ApiClient *m_client = nullptr; // the object graph's, outliving this
    const PackResolver &m_packs;
    QTimer m_timer;
    QPointer<api::ApiJob> m_job;
    int m_generation = 0;
    int m_droppedAnswers = 0;
    quint64 m_line = 0;
    QString m_text;
    quint64 m_pendingLine = 0;
    QString m_pendingText;
    QList<models::QuickOrderPick> m_picks;
};

} // namespace webshop::control
