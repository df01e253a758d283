#pragma once

// Which fault each addItem request gets (not a public interface; DemoHttpServer asks once per
// addItem received). The order of precedence:
//   1. the next entry of FaultOptions::addFaultSchedule (consumed);
//   2. with FaultOptions::chaos, a seeded draw;
//   3. addDrop (while addDropCount lasts), else addStatus, else addCutBody.
// FaultOptions::addDelayMs is added to the wait of every add, whichever fault it gets.

#include "app/demo/DemoServer.h"

#include <QRandomGenerator>

namespace webshop::demo {

struct AddPlan
{
    AddFault fault;
    int delayMs = 0; // before the add is applied and answered

    bool isPlain() const { return fault.kind == AddFault::Kind::None && delayMs <= 0; }
    bool operator==(const AddPlan &) const = default;
};

class DemoAddFaultPlan
{
public:
    // Starts the chaos sequence of `faults` again (setFaults()).
    void reset(const FaultOptions &faults);
    // The plan of the next addItem; takes a schedule entry or a counted drop from `faults`.
    AddPlan next(FaultOptions &faults);

    // The seeded generator of one use of faultSeed (chaos adds, foreign changes, the scheme):
    // each use its own sequence, the same for the same seed.
    static QRandomGenerator generator(quint64 seed, quint32 stream);
    // The basket article scheme the chaos of `seed` plays.
    static VariantOptions::BasketArticle chaosBasketArticle(quint64 seed);

private:
    AddFault chaosFault(const FaultOptions &faults);

    QRandomGenerator m_chaos;
};

} // namespace webshop::demo
