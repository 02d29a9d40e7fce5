#ifndef CONCORD_CLIBEDIT_SHIM_H
#define CONCORD_CLIBEDIT_SHIM_H
#include <stdio.h>
#include <editline/readline.h>
#include <histedit.h>
#endif
