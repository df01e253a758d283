// Fuzz target: the order-file reader on any bytes. Whatever the input, every physical line is
// in exactly one record, in order, and a quantity is set exactly when it was read without a
// problem (and is then more than 0).

#include "tests/fuzz/FuzzCheck.h"

#include "app/orders/CsvSplit.h"
#include "app/orders/OrderCsv.h"
#include "app/orders/OrderFile.h"

namespace {

void check(const webshop::orders::OrderFile &f)
{
    using namespace webshop::orders;
    int next = 1;
    for (const OrderRecord &r : f.records) {
        FUZZ_CHECK(r.line == next);
        FUZZ_CHECK(r.lineCount >= 1 && r.lineCount <= kMaxQuotedLines);
        next += r.lineCount;
        FUZZ_CHECK(r.quantity.has_value() == (r.quantityProblem == QuantityProblem::None && r.kind == OrderRecord::Kind::Data));
        FUZZ_CHECK(!r.quantity || (!r.quantity->isNegative() && !r.quantity->isZero()));
        FUZZ_CHECK(r.kind != OrderRecord::Kind::Data || !r.fields.isEmpty());
    }
    FUZZ_CHECK(next - 1 == f.info.lineCount);
    FUZZ_CHECK(f.info.roles.count(Role::Quantity) <= 1 && f.info.roles.count(Role::Id) <= 1);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = webshop::fuzz::bytes(data, size);
    check(webshop::orders::readOrderFile(bytes));
    static const QLocale german(QLocale::German, QLocale::Germany);
    check(webshop::orders::readOrderFile(bytes, webshop::orders::OrderCsv::readOptionsFor(german)));
    return 0;
}
