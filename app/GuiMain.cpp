#include "GuiMain.h"

#include <QApplication>

namespace tarn::app {

int runGui(int &argc, char **argv)
{
    QApplication app(argc, argv);
    return 0;
}

} // namespace tarn::app
