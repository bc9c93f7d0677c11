// Game of life on a 100x70 torus seeded with a glider, an R-pentomino and random noise; runs 30
// generations on the device (life.cu) and the host, printing the population every 5 steps.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "life.cuh"

int main() {
    const int w = 100, h = 70, gens = 30;
    uint8_t *board = (uint8_t *)calloc(w * h, 1), *tmp = (uint8_t *)calloc(w * h, 1),
            *dev = (uint8_t *)calloc(w * h, 1);
    const int glider[5][2] = {{1, 0}, {2, 1}, {0, 2}, {1, 2}, {2, 2}};
    for (auto &c : glider) board[(5 + c[1]) * w + 5 + c[0]] = 1;
    const int rpent[5][2] = {{1, 0}, {2, 0}, {0, 1}, {1, 1}, {1, 2}};
    for (auto &c : rpent) board[(35 + c[1]) * w + 60 + c[0]] = 1;
    unsigned s = 4242u;
    for (int y = 50; y < 66; ++y)
        for (int x = 10; x < 40; ++x) {
            s = s * 1103515245u + 12345u;
            board[y * w + x] = ((s >> 16) & 3) == 0;
        }
    LifeBoard b = life_create(w, h, board);
    for (int g = 1; g <= gens; ++g) {
        life_step(b);
        life_step_host(board, tmp, w, h);
        memcpy(board, tmp, w * h);
        if (g % 5 == 0) {
            unsigned pop = life_population(b);
            unsigned ref = 0;
            for (int i = 0; i < w * h; ++i) ref += board[i];
            printf("generation %2d: population %u\n", g, pop);
            if (pop != ref) {
                printf("FAIL: expected population %u\n", ref);
                return 1;
            }
        }
    }
    life_download(b, dev);
    unsigned long long hash = 0;
    for (int i = 0; i < w * h; ++i) {
        if (dev[i] != board[i]) {
            printf("FAIL: cell %d differs\n", i);
            return 1;
        }
        if (dev[i]) hash = hash * 1000003ull + i;
    }
    printf("final board hash %llu\n", hash);
    life_destroy(b);
    free(board);
    free(tmp);
    free(dev);
    printf("PASS\n");
    return 0;
}
