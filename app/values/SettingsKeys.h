#pragma once

// Every QSettings key of the app, spelled once, with the owner that reads and writes it.
// Settings never hold a secret: tokens and passwords live in the OS keychain (app/auth).

#include <QLatin1String>

namespace webshop::settings {

// control::Preferences (the Preferences dialog). The shell reads language and theme at start.
inline constexpr QLatin1String UseDemoServer{"server/useDemo"};
inline constexpr QLatin1String ServerUrl{"server/baseUrl"};
inline constexpr QLatin1String TokenTransport{"server/tokenTransport"};
inline constexpr QLatin1String TimeoutSeconds{"server/timeoutSeconds"};
inline constexpr QLatin1String Language{"ui/language"};
inline constexpr QLatin1String Theme{"ui/theme"};
inline constexpr QLatin1String Country{"locale/country"};
inline constexpr QLatin1String ResultsView{"search/view"};
inline constexpr QLatin1String CheckoutUrl{"basket/checkoutUrl"};
inline constexpr QLatin1String LargeAddCheck{"basket/largeAddCheck"};
inline constexpr QLatin1String LargeAddPacks{"basket/largeAddPacks"};
inline constexpr QLatin1String LargeAddKilograms{"basket/largeAddKilograms"};
inline constexpr QLatin1String LargeAddGross{"basket/largeAddGross"};
inline constexpr QLatin1String PriceHistoryDays{"prices/historyDays"};
// models::PriceDisplay (the Net | Gross switch); also the Preferences' default price mode.
inline constexpr QLatin1String PriceMode{"prices/mode"};
// The login form: who signed in last (never the password).
inline constexpr QLatin1String LoginApiUser{"login/apiUser"};
inline constexpr QLatin1String LoginUsername{"login/username"};
inline constexpr QLatin1String LoginRemember{"login/remember"};
// control::AddressMemory: one entry per server and customer below this group.
inline constexpr QLatin1String DeliveryAddressGroup{"deliveryAddress"};
// models::PackMemory: the pack added last per article, one entry per server, customer and store.
inline constexpr QLatin1String LastPackGroup{"lastPack"};
// ui::MainWindow: geometry, toolbar state, the search page's splitter.
inline constexpr QLatin1String WindowGeometry{"window/geometry"};
inline constexpr QLatin1String WindowState{"window/state"};
inline constexpr QLatin1String WindowSearchSplitter{"window/searchSplitter"};

} // namespace webshop::settings
