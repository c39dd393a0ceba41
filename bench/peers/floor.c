/* The floor of one call into a shared library: peers_c links this as libpeersfloor.so and
 * calls it through the PLT, as it calls libbuttongroup.so. Numbers, not tests. */
int peers_floor_call(int x);

int peers_floor_call(int x) { return x + 1; }
