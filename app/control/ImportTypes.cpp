#include "app/control/ImportTypes.h"

namespace webshop::control {

ImportGroup groupOf(ImportStatus status)
{
    switch (status) {
    case ImportStatus::Checking:
    case ImportStatus::Ready: return ImportGroup::Ready;
    case ImportStatus::Choose: return ImportGroup::Choose;
    case ImportStatus::Duplicate:
    case ImportStatus::Merged: return ImportGroup::Duplicate;
    case ImportStatus::NotFound:
    case ImportStatus::Error:
    case ImportStatus::NotChecked: return ImportGroup::NotFound;
    case ImportStatus::InvalidQuantity: return ImportGroup::Quantity;
    case ImportStatus::Skipped: return ImportGroup::Skipped;
    case ImportStatus::Added:
    case ImportStatus::AlreadyAdded: return ImportGroup::Added;
    case ImportStatus::Refused:
    case ImportStatus::Uncertain: return ImportGroup::NotAdded;
    }
    return ImportGroup::NotFound;
}

bool isProblem(ImportStatus status)
{
    switch (status) {
    case ImportStatus::Choose:
    case ImportStatus::NotFound:
    case ImportStatus::InvalidQuantity:
    case ImportStatus::Duplicate:
    case ImportStatus::NotChecked:
    case ImportStatus::Error:
    case ImportStatus::Refused:
    case ImportStatus::Uncertain: return true;
    default: return false;
    }
}

} // namespace webshop::control
