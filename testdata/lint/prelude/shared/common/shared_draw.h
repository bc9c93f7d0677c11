// Prelude: a shared header (cuda-samples' Common/rendercheck_gl.h) that uses what the source files
// including it included first (shared_gl.h's glDeleteThings) and that nothing in its own directory
// includes: linted on its own, it is parsed after the text of a source file of the code base that
// includes it (../app/shared_app.cpp), the first in path order.
// lint-args: --base-dir ..
#pragma once
struct Drawer {
    unsigned buf;
    ~Drawer() { glDeleteThings(1, &buf); }
    void bad() { glMissing(1); }   // expect: parse
};
