#pragma once

namespace webshop::test {

// Isolates a test from the user's files: QStandardPaths test mode (settings, caches and data go
// to ~/.qttest), and fresh QSettings. Call at the top of initTestCase().
void isolateTestEnvironment();

} // namespace webshop::test
