#ifndef CONCORD_CLIBEDIT_SHIM_H
#define CONCORD_CLIBEDIT_SHIM_H
#include <stdio.h>
#include <editline/readline.h>
#include <histedit.h>

/* el_set and history are variadic, which Swift cannot call: these fixed-arity wrappers cover what the
   REPL needs. */

static inline int concord_el_set_prompt(EditLine *el, char *(*prompt)(EditLine *)) {
    return el_set(el, EL_PROMPT, prompt);
}
static inline int concord_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}
static inline int concord_el_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}
static inline int concord_el_add_function(EditLine *el, const char *name, const char *help,
                                          unsigned char (*fn)(EditLine *, int)) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int concord_el_bind(EditLine *el, const char *key, const char *function) {
    return el_set(el, EL_BIND, key, function, (const char *)NULL);
}
static inline int concord_el_setty(EditLine *el, const char *a, const char *b) {
    return el_set(el, EL_SETTY, a, b, (const char *)NULL);
}
static inline int concord_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}
static inline int concord_history_setsize(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}
static inline int concord_history_setunique(History *h, int unique) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, unique);
}
static inline int concord_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}
static inline int concord_history_load(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_LOAD, path);
}
static inline int concord_history_save(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_SAVE, path);
}
#endif
