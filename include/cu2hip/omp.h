/* omp.h - stub of the OpenMP runtime header for cu2hip's parse prelude. nvcc's host compiler
 * (gcc) finds its own omp.h; clang finds one only when libomp is installed, and CUDA programs
 * that use OpenMP on the host (cuda-samples, llm.c) then lose every declaration after the
 * #include. The runtime routines of OpenMP 5 as gcc 12's omp.h declares them (locks,
 * thread and team queries, wall time, devices); the pragmas need no declarations.
 * Declarations only, for parsing. */
#ifndef CU2HIP_STUB_OMP_H
#define CU2HIP_STUB_OMP_H
#pragma clang system_header
#ifndef _OMP_H
#define _OMP_H 1
#endif
typedef struct { unsigned char _x[8] __attribute__((__aligned__(8))); } omp_lock_t;
typedef struct { unsigned char _x[16] __attribute__((__aligned__(8))); } omp_nest_lock_t;
typedef enum omp_sched_t { omp_sched_static = 1, omp_sched_dynamic = 2, omp_sched_guided = 3,
                           omp_sched_auto = 4, omp_sched_monotonic = 0x80000000U } omp_sched_t;
typedef enum omp_proc_bind_t { omp_proc_bind_false = 0, omp_proc_bind_true = 1, omp_proc_bind_master = 2,
                               omp_proc_bind_close = 3, omp_proc_bind_spread = 4 } omp_proc_bind_t;
typedef enum omp_sync_hint_t { omp_sync_hint_none = 0, omp_sync_hint_uncontended = 1,
                               omp_sync_hint_contended = 2, omp_sync_hint_nonspeculative = 4,
                               omp_sync_hint_speculative = 8 } omp_sync_hint_t;
typedef omp_sync_hint_t omp_lock_hint_t;
/* gcc's omp.h: __GOMP_NOTHROW, noexcept in C++ */
#ifdef __cplusplus
#define CU2HIP_OMP_NOTHROW noexcept
#else
#define CU2HIP_OMP_NOTHROW __attribute__((__nothrow__))
#endif
#ifdef __cplusplus
extern "C" {
#endif
void omp_set_num_threads (int) CU2HIP_OMP_NOTHROW;
int omp_get_num_threads (void) CU2HIP_OMP_NOTHROW;
int omp_get_max_threads (void) CU2HIP_OMP_NOTHROW;
int omp_get_thread_num (void) CU2HIP_OMP_NOTHROW;
int omp_get_num_procs (void) CU2HIP_OMP_NOTHROW;
int omp_in_parallel (void) CU2HIP_OMP_NOTHROW;
void omp_set_dynamic (int) CU2HIP_OMP_NOTHROW;
int omp_get_dynamic (void) CU2HIP_OMP_NOTHROW;
void omp_set_nested (int) CU2HIP_OMP_NOTHROW;
int omp_get_nested (void) CU2HIP_OMP_NOTHROW;
void omp_init_lock (omp_lock_t *) CU2HIP_OMP_NOTHROW;
void omp_init_lock_with_hint (omp_lock_t *, omp_sync_hint_t) CU2HIP_OMP_NOTHROW;
void omp_destroy_lock (omp_lock_t *) CU2HIP_OMP_NOTHROW;
void omp_set_lock (omp_lock_t *) CU2HIP_OMP_NOTHROW;
void omp_unset_lock (omp_lock_t *) CU2HIP_OMP_NOTHROW;
int omp_test_lock (omp_lock_t *) CU2HIP_OMP_NOTHROW;
void omp_init_nest_lock (omp_nest_lock_t *) CU2HIP_OMP_NOTHROW;
void omp_init_nest_lock_with_hint (omp_nest_lock_t *, omp_sync_hint_t) CU2HIP_OMP_NOTHROW;
void omp_destroy_nest_lock (omp_nest_lock_t *) CU2HIP_OMP_NOTHROW;
void omp_set_nest_lock (omp_nest_lock_t *) CU2HIP_OMP_NOTHROW;
void omp_unset_nest_lock (omp_nest_lock_t *) CU2HIP_OMP_NOTHROW;
int omp_test_nest_lock (omp_nest_lock_t *) CU2HIP_OMP_NOTHROW;
double omp_get_wtime (void) CU2HIP_OMP_NOTHROW;
double omp_get_wtick (void) CU2HIP_OMP_NOTHROW;
void omp_set_schedule (omp_sched_t, int) CU2HIP_OMP_NOTHROW;
void omp_get_schedule (omp_sched_t *, int *) CU2HIP_OMP_NOTHROW;
int omp_get_thread_limit (void) CU2HIP_OMP_NOTHROW;
void omp_set_max_active_levels (int) CU2HIP_OMP_NOTHROW;
int omp_get_max_active_levels (void) CU2HIP_OMP_NOTHROW;
int omp_get_supported_active_levels (void) CU2HIP_OMP_NOTHROW;
int omp_get_level (void) CU2HIP_OMP_NOTHROW;
int omp_get_ancestor_thread_num (int) CU2HIP_OMP_NOTHROW;
int omp_get_team_size (int) CU2HIP_OMP_NOTHROW;
int omp_get_active_level (void) CU2HIP_OMP_NOTHROW;
int omp_in_final (void) CU2HIP_OMP_NOTHROW;
int omp_get_cancellation (void) CU2HIP_OMP_NOTHROW;
omp_proc_bind_t omp_get_proc_bind (void) CU2HIP_OMP_NOTHROW;
int omp_get_num_places (void) CU2HIP_OMP_NOTHROW;
int omp_get_place_num_procs (int) CU2HIP_OMP_NOTHROW;
void omp_get_place_proc_ids (int, int *) CU2HIP_OMP_NOTHROW;
int omp_get_place_num (void) CU2HIP_OMP_NOTHROW;
int omp_get_partition_num_places (void) CU2HIP_OMP_NOTHROW;
void omp_get_partition_place_nums (int *) CU2HIP_OMP_NOTHROW;
void omp_set_default_device (int) CU2HIP_OMP_NOTHROW;
int omp_get_default_device (void) CU2HIP_OMP_NOTHROW;
int omp_get_num_devices (void) CU2HIP_OMP_NOTHROW;
int omp_get_device_num (void) CU2HIP_OMP_NOTHROW;
int omp_get_num_teams (void) CU2HIP_OMP_NOTHROW;
int omp_get_team_num (void) CU2HIP_OMP_NOTHROW;
int omp_is_initial_device (void) CU2HIP_OMP_NOTHROW;
int omp_get_initial_device (void) CU2HIP_OMP_NOTHROW;
int omp_get_max_task_priority (void) CU2HIP_OMP_NOTHROW;
void omp_set_num_teams (int) CU2HIP_OMP_NOTHROW;
int omp_get_max_teams (void) CU2HIP_OMP_NOTHROW;
void omp_set_teams_thread_limit (int) CU2HIP_OMP_NOTHROW;
int omp_get_teams_thread_limit (void) CU2HIP_OMP_NOTHROW;
#ifdef __cplusplus
}
#endif
#endif
