#pragma once

// Asks before the order guide's counted lines are ordered: the lines whose count leaves them
// below par (GuideModel::orderRows), each with what it orders. Several lines are summed up first
// (ui/BatchAddSummary: Enter orders them all, or only the ordinary ones; Esc orders nothing), a
// single large line is asked about (LargeAddGuard); the rows the buyer confirms are handed to
// the page (confirmed), which sends them. One question at a time.

#include "ui/Services.h"

#include <QList>
#include <QObject>

class QWidget;

namespace webshop::models { class GuideModel; }

namespace webshop::ui {

class Banner;

class GuideOrderQuestion : public QObject
{
    Q_OBJECT
public:
    GuideOrderQuestion(models::GuideModel *model, Banner *banner, const Services &services, QWidget *page);

    // Nothing to order: the banner says so. Else the question, or `confirmed` right away.
    void ask();

signals:
    void confirmed(const QList<int> &rows);

private:
    models::GuideModel *m_model;
    Banner *m_banner;
    Services m_services;
    QWidget *m_page;
    bool m_asking = false;
};

} // namespace webshop::ui
