#pragma once

namespace tarn::app {

// Creates the QApplication, the main window on the chosen lake and the
// scheduler's worker; returns the exit code.
int runGui(int &argc, char **argv);

} // namespace tarn::app
