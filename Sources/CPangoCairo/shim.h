#ifndef CPANGOCAIRO_SHIM_H
#define CPANGOCAIRO_SHIM_H
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <cairo.h>
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>
#include "wk_jpeg.h"
#include "wk_png.h"
#endif
