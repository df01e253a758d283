#include "models/AddResultText.h"

#include <QCoreApplication>

namespace webshop::models {

AddResultText describeAdd(values::AddState state, const QString &message, const QString &quantityText)
{
    using S = values::AddState;
    using K = AddResultText::Kind;
    AddResultText r;
    r.final = values::isFinalAddState(state);
    const auto withMessage = [&message](const QString &text) { return message.isEmpty() ? text : text + u' ' + message; };
    switch (state) {
    case S::Queued: r.text = QCoreApplication::translate("webshop::models::AddResultText", "Waiting for the previous add…"); break;
    case S::Sending: r.text = QCoreApplication::translate("webshop::models::AddResultText", "Adding to basket…"); break;
    case S::Checking: r.text = message.isEmpty() ? QCoreApplication::translate("webshop::models::AddResultText", "Checking basket…") : message; break;
    case S::Confirmed:
        r.kind = K::Ok;
        r.added = true;
        r.text = withMessage(quantityText.isEmpty() ? QCoreApplication::translate("webshop::models::AddResultText", "✓ Added to basket.")
                                                    : QCoreApplication::translate("webshop::models::AddResultText", "✓ Added %1 to the basket.").arg(quantityText));
        break;
    case S::Accepted:
        r.kind = K::Warning;
        r.added = true;
        r.text = message.isEmpty() ? QCoreApplication::translate("webshop::models::AddResultText", "Added (the server confirmed it), but the basket does not show it yet.") : message;
        break;
    case S::Doubled:
        r.kind = K::Warning;
        r.text = message.isEmpty() ? QCoreApplication::translate("webshop::models::AddResultText", "The shop added this twice. Please correct it in the webshop.") : message;
        break;
    case S::Uncertain:
        r.kind = K::Warning;
        r.text = message.isEmpty() ? QCoreApplication::translate("webshop::models::AddResultText", "It is not known whether this was added. Check the basket before adding it again.")
                                   : message;
        break;
    case S::Failed:
        r.kind = K::Error;
        r.text = message.isEmpty() ? QCoreApplication::translate("webshop::models::AddResultText", "Not added.") : message;
        break;
    }
    return r;
}

} // namespace webshop::models
