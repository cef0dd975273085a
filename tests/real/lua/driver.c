/* Runs the Lua script argv[1] in a fresh state with the standard libraries; prints an error
   message and exits with 1 when it fails. */
#include <stdio.h>
#include "lua.h"
#include "lauxlib.h"
#include "lualib.h"

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s SCRIPT\n", argv[0]);
        return 2;
    }
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    int rc = luaL_dofile(L, argv[1]);
    if (rc != LUA_OK) {
        printf("error: %s\n", lua_tostring(L, -1));
    }
    fflush(stdout);
    lua_close(L);
    return rc == LUA_OK ? 0 : 1;
}
