// life.cuh - Conway's game of life on a torus: device state and host entry points (life.cu).
#ifndef LIFE_CUH
#define LIFE_CUH

#include <cstdint>

#define LIFE_BX 16
#define LIFE_BY 16

struct LifeBoard {
    int width, height;
    uint8_t *cells[2];   // device buffers, ping-pong
    int current;
    unsigned *d_population;
};

LifeBoard life_create(int width, int height, const uint8_t *initial);
void life_step(LifeBoard &b);                 // one generation
unsigned life_population(const LifeBoard &b); // live cells now
void life_download(const LifeBoard &b, uint8_t *host);
void life_destroy(LifeBoard &b);

// Host reference, also used by main.cu to check the device.
void life_step_host(const uint8_t *in, uint8_t *out, int width, int height);

#endif
