#pragma once

// How a line that was added shows its result (the article pane's pack rows, the list lines):
// the same five looks everywhere, taken from the one add-result mapping (models/AddResultText).

#include "models/AddResultText.h"

namespace webshop::ui {

enum class AddStatus { None, Working, Ok, Warning, Error };

inline AddStatus addStatus(models::AddResultText::Kind kind)
{
    switch (kind) {
    case models::AddResultText::Kind::Ok: return AddStatus::Ok;
    case models::AddResultText::Kind::Warning: return AddStatus::Warning;
    case models::AddResultText::Kind::Error: return AddStatus::Error;
    case models::AddResultText::Kind::Working: break;
    }
    return AddStatus::Working;
}

} // namespace webshop::ui
