#include "app/demo/DemoAddFaultPlan.h"

namespace webshop::demo {

namespace {

enum Stream : quint32 { ChaosAdds = 1, ChaosScheme = 3 };

constexpr int kLateMinMs = 200;
constexpr int kLateMaxMs = 1500;

} // namespace

QRandomGenerator DemoAddFaultPlan::generator(quint64 seed, quint32 stream)
{
    const quint32 words[] = {quint32(seed), quint32(seed >> 32), stream, 0x5eed'fa17u};
    return QRandomGenerator(words, std::size(words));
}

VariantOptions::BasketArticle DemoAddFaultPlan::chaosBasketArticle(quint64 seed)
{
    static constexpr VariantOptions::BasketArticle kSchemes[] = {
        VariantOptions::BasketArticle::Bundle, VariantOptions::BasketArticle::Variant,
        VariantOptions::BasketArticle::Other};
    QRandomGenerator random = generator(seed, ChaosScheme);
    return kSchemes[random.bounded(int(std::size(kSchemes)))];
}

void DemoAddFaultPlan::reset(const FaultOptions &faults)
{
    m_chaos = generator(faults.faultSeed, ChaosAdds);
}

AddFault DemoAddFaultPlan::chaosFault(const FaultOptions &faults)
{
    // Three draws for every add, whatever comes out: the n-th add's fault depends on the seed
    // and n alone.
    const double faulty = m_chaos.generateDouble();
    const int which = m_chaos.bounded(7);
    const int lateMs = kLateMinMs + m_chaos.bounded(kLateMaxMs - kLateMinMs + 1);
    if (faulty >= faults.chaosRate)
        return AddFault::none();
    switch (which) {
    case 0: return AddFault::dropBefore();
    case 1: return AddFault::dropAfter();
    case 2: return AddFault::cutBody();
    case 3: return AddFault::late(lateMs);
    case 4: return AddFault::status(503, false);
    case 5: return AddFault::status(502, true);
    default: return AddFault::delay(qMax(0, faults.chaosSlowMs));
    }
}

AddPlan DemoAddFaultPlan::next(FaultOptions &faults)
{
    AddPlan plan;
    if (!faults.addFaultSchedule.isEmpty()) {
        plan.fault = faults.addFaultSchedule.takeFirst();
    } else if (faults.chaos) {
        plan.fault = chaosFault(faults);
    } else if (faults.addDrop != FaultOptions::AddDrop::Off && faults.addDropCount != 0) {
        plan.fault = faults.addDrop == FaultOptions::AddDrop::Before ? AddFault::dropBefore()
                                                                      : AddFault::dropAfter();
        if (faults.addDropCount > 0 && --faults.addDropCount == 0) {
            faults.addDrop = FaultOptions::AddDrop::Off;
            faults.addDropCount = -1;
        }
    } else if (faults.addStatus > 0) {
        plan.fault = AddFault::status(faults.addStatus, faults.addStatusApplied);
    } else if (faults.addCutBody) {
        plan.fault = AddFault::cutBody();
    }
    if (plan.fault.kind == AddFault::Kind::Delay)
        plan.delayMs = qMax(0, plan.fault.ms);
    plan.delayMs += qMax(0, faults.addDelayMs);
    return plan;
}

} // namespace webshop::demo
