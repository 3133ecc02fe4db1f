#ifndef AUDITBOOK_CCMARKGFM_SHIM_H
#define AUDITBOOK_CCMARKGFM_SHIM_H
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
#endif
