# hipshim's HIP libraries (hipBLAS, hipFFT, hipSOLVER, hipSPARSE, hipRAND, ...): each is a static
# archive named as ROCm names it (libhipblas.a) built from src/runtime/lib/ on a Debian CPU
# library, and a manifest that hipshim-cc reads to turn `-lhipblas` into that archive and the
# libraries it links. Included by cmake/hipshim.cmake after the runtime target. Owned by the
# hipshim libraries area.
#
# Layout (never where a real ROCm's libraries or headers live):
#   build:   build/hipshim/lib/{libNAME.a, hipshim-libs.manifest}, build/hipshim/guard/
#   install: PREFIX/lib/hipshim/{libNAME.a, hipshim-libs.manifest, guard/}; the libraries'
#            headers beside hipshim's own under PREFIX/include/hipshim/ (hipblas/hipblas.h, ...)
#
# The manifest (tab-separated, one line per name a `-l` flag may give):
#   lib      NAME  ARCHIVES  LINK  TITLE   ARCHIVES relative to the manifest's directory; LINK the
#                                          flags of the Debian libraries it needs and @OTHER for a
#                                          hipshim library it calls
#   alias    NAME  OTHER     -     TITLE   -lNAME selects hipshim library OTHER (rocBLAS: hipBLAS)
#   runtime  NAME  -         -     TITLE   the HIP runtime itself: hipshim's, linked always
#   missing  NAME  -         -     TITLE   a HIP library hipshim does not provide: an error
#   always   NAME  -         LINK  TITLE   flags every link gets (a header-only library's
#                                          --as-needed libraries: Thrust's TBB)
#
# Header resolution: hipshim-cc searches hipshim's include directory first, the user's -I
# directories next, then (with -isystem, so after the user's -isystem too) the guard directory,
# then the compiler's system directories. The guard holds one stub per header of a HIP library
# that hipshim does not provide, so that e.g. Debian's /usr/include/hip/hip_ext.h or
# /usr/include/rocrand/ never stands in for a missing hipshim header; the stub stops the compile
# with one line naming the header and its library. A header that hipshim provides is found
# first in its include directory, so its stub is never reached. A library whose implementation
# deliberately uses Debian's ROCm headers lists their directory in SYSTEM_HEADERS: no stubs are
# made under it.

set(HIPSHIM_LIBS_DIR ${CMAKE_BINARY_DIR}/hipshim/lib)
set(HIPSHIM_GUARD_DIR ${CMAKE_BINARY_DIR}/hipshim/guard)
set(HIPSHIM_LIBS_INSTALL_DIR ${CMAKE_INSTALL_LIBDIR}/hipshim)
file(MAKE_DIRECTORY ${HIPSHIM_LIBS_DIR})
set_property(GLOBAL PROPERTY HIPSHIM_LIBS_MANIFEST "")
set_property(GLOBAL PROPERTY HIPSHIM_LIBS_SYSTEM_HEADERS "")
set_property(GLOBAL PROPERTY HIPSHIM_LIBS_LINK_FILES "")

# hipshim_add_library(NAME TITLE title
#     SOURCES file...          under src/runtime/lib/ (C11; the HIP headers of include/)
#     HEADERS path...          under include/: directories and files installed with hipshim
#     LINK lib...              Debian libraries it links (names as for -l); when one is missing
#                              the library is not built and -lNAME says why
#     DEPENDS name...          hipshim libraries it calls
#     ALIASES name...          further -l names that select it (rocblas for hipblas)
#     SYSTEM_HEADERS dir...    directories of /usr/include whose headers it uses on purpose)
function(hipshim_add_library name)
  cmake_parse_arguments(A "" "TITLE" "SOURCES;HEADERS;LINK;DEPENDS;ALIASES;SYSTEM_HEADERS" ${ARGN})
  set(flags "")
  set(absent "")
  foreach(l ${A_LINK})
    string(MAKE_C_IDENTIFIER "HIPSHIM_LIB_${l}" var)
    find_library(${var} NAMES ${l})
    mark_as_advanced(${var})
    if(${var})
      list(APPEND flags "-l${l}")
      # the Debian package of the library, for the package's Depends (cmake/install.cmake)
      set_property(GLOBAL APPEND PROPERTY HIPSHIM_LIBS_LINK_FILES "${${var}}|lib${l}-dev")
    else()
      list(APPEND absent "lib${l}")
    endif()
  endforeach()
  foreach(d ${A_DEPENDS})
    list(APPEND flags "@${d}")
  endforeach()
  foreach(h ${A_HEADERS})
    if(IS_DIRECTORY ${CMAKE_SOURCE_DIR}/include/${h})
      install(DIRECTORY ${CMAKE_SOURCE_DIR}/include/${h} DESTINATION ${CU2HIP_INSTALL_HIPSHIM_INCLUDEDIR})
    else()
      get_filename_component(sub ${h} DIRECTORY)
      install(FILES ${CMAKE_SOURCE_DIR}/include/${h} DESTINATION ${CU2HIP_INSTALL_HIPSHIM_INCLUDEDIR}/${sub})
    endif()
  endforeach()
  set_property(GLOBAL APPEND PROPERTY HIPSHIM_LIBS_SYSTEM_HEADERS ${A_SYSTEM_HEADERS})
  if(absent)
    string(REPLACE ";" ", " absent "${absent}")
    message(STATUS "hipshim: ${A_TITLE} (-l${name}) not built: ${absent} missing (scripts/setup-deps)")
    set_property(GLOBAL APPEND PROPERTY HIPSHIM_LIBS_MANIFEST
      "missing\t${name}\t-\t-\t${A_TITLE} (hipshim was built without ${absent})")
    return()
  endif()
  set(t hipshim_${name})
  list(TRANSFORM A_SOURCES PREPEND ${CMAKE_SOURCE_DIR}/src/runtime/lib/)
  add_library(${t} STATIC ${A_SOURCES})
  target_link_libraries(${t} PUBLIC hipshim)
  set_target_properties(${t} PROPERTIES OUTPUT_NAME ${name} POSITION_INDEPENDENT_CODE ON
    ARCHIVE_OUTPUT_DIRECTORY ${HIPSHIM_LIBS_DIR})
  foreach(l ${A_LINK})
    target_link_libraries(${t} PUBLIC ${l})
  endforeach()
  foreach(d ${A_DEPENDS})
    target_link_libraries(${t} PUBLIC hipshim_${d})
  endforeach()
  install(TARGETS ${t} ARCHIVE DESTINATION ${HIPSHIM_LIBS_INSTALL_DIR})
  string(REPLACE ";" " " flags "${flags}")
  if(NOT flags)
    set(flags "-")
  endif()
  set_property(GLOBAL APPEND PROPERTY HIPSHIM_LIBS_MANIFEST
    "lib\t${name}\tlib${name}.a\t${flags}\t${A_TITLE}")
  foreach(a ${A_ALIASES})
    set_property(GLOBAL APPEND PROPERTY HIPSHIM_LIBS_MANIFEST "alias\t${a}\t${name}\t-\t${A_TITLE}")
  endforeach()
  add_dependencies(hipshim_libs ${t})
endfunction()

# hipshim_add_header_library(NAME TITLE title HEADERS path... [SYSTEM_HEADERS dir...]
#     [LINK_AS_NEEDED flag...])
# A header-only library (Thrust, hipCUB): its headers are installed with hipshim; the flags of
# LINK_AS_NEEDED go on every link, inside --as-needed, so a program that does not use the
# library does not depend on them (the manifest's `always` lines).
function(hipshim_add_header_library name)
  cmake_parse_arguments(A "" "TITLE" "HEADERS;SYSTEM_HEADERS;LINK_AS_NEEDED" ${ARGN})
  foreach(h ${A_HEADERS})
    install(DIRECTORY ${CMAKE_SOURCE_DIR}/include/${h} DESTINATION ${CU2HIP_INSTALL_HIPSHIM_INCLUDEDIR})
  endforeach()
  set_property(GLOBAL APPEND PROPERTY HIPSHIM_LIBS_SYSTEM_HEADERS ${A_SYSTEM_HEADERS})
  if(A_LINK_AS_NEEDED)
    string(REPLACE ";" " " flags "-Wl,--push-state,--as-needed;${A_LINK_AS_NEEDED};-Wl,--pop-state")
    set_property(GLOBAL APPEND PROPERTY HIPSHIM_LIBS_MANIFEST "always\t${name}\t-\t${flags}\t${A_TITLE}")
  endif()
endfunction()

add_custom_target(hipshim_libs ALL)
target_include_directories(hipshim SYSTEM INTERFACE
  $<BUILD_INTERFACE:${HIPSHIM_GUARD_DIR}> $<INSTALL_INTERFACE:${HIPSHIM_LIBS_INSTALL_DIR}/guard>)

# ---- the libraries ----
# (one call per library; each library's sources are src/runtime/lib/<prefix>_*.c)

# hipBLAS on OpenBLAS: Debian's best-kept CPU BLAS (runtime dispatch to the CPU's kernels,
# threaded, and LAPACK in the same build, which hipBLAS's batched getrf/getrs/geqrf/gels and
# hipSOLVER use through LAPACKE); its CBLAS also has what hipBLAS needs beyond reference BLAS
# (i?amin, csrot/zdrot, complex rotg)
hipshim_add_library(hipblas TITLE hipBLAS
  SOURCES hb_core.c hb_ext.c hb_blas1.c hb_blas2.c hb_blas2t.c hb_blas3.c hb_blas3t.c
          hb_gemmex.c hb_lapack.c
  HEADERS hipblas hipblas.h hipblas-common
  LINK openblas lapacke
  ALIASES rocblas)
# hipFFT on FFTW (Debian's libfftw3: single and double precision)
hipshim_add_library(hipfft TITLE hipFFT
  SOURCES hf_plan.c
  HEADERS hipfft hipfft.h hipfftXt.h
  LINK fftw3f fftw3
  ALIASES rocfft)
# hipSPARSE: the generic API's SpMV/SpMM/SpSV and the legacy ILU(0) as loops (no Debian library
# covers cuSPARSE's API; the loops are the reference algorithms)
hipshim_add_library(hipsparse TITLE hipSPARSE
  SOURCES hsp_core.c hsp_ops.c
  HEADERS hipsparse hipsparse.h
  ALIASES rocsparse)
# hipSOLVER's dense API on LAPACK through LAPACKE (Debian's liblapacke, on OpenBLAS's LAPACK);
# like cuSOLVER's library, which links cuBLAS and cuSPARSE, it brings hipBLAS and hipSPARSE along
# (cuda-samples' solvers call them with only -lcusolver)
hipshim_add_library(hipsolver TITLE hipSOLVER
  SOURCES hsv_dense.c
  HEADERS hipsolver hipsolver.h hipblas-common
  LINK lapacke
  DEPENDS hipblas hipsparse
  ALIASES rocsolver)
# hipBLASLt's matmul (with its epilogues) on OpenBLAS's SGEMM
hipshim_add_library(hipblaslt TITLE hipBLASLt
  SOURCES hl_matmul.c
  HEADERS hipblaslt hipblas-common
  LINK openblas)
# hipRAND on rocRAND, as on AMD GPUs: rocRAND's generators and Debian's rocRAND device headers
# (librocrand-dev, used on purpose: include/rocrand/hipshim_rocrand.h), whose Sobol tables are
# embedded as raw data (rand_tablegen, rand_tables.S: compiling them as C++ takes GCC minutes)
find_path(HIPSHIM_ROCRAND_INCLUDE rocrand/rocrand_kernel.h)
mark_as_advanced(HIPSHIM_ROCRAND_INCLUDE)
if(HIPSHIM_ROCRAND_INCLUDE)
  hipshim_add_library(rocrand TITLE rocRAND
    SOURCES rand_generators.cpp rand_rocrand.cpp rand_tables.cpp rand_tables.S
    HEADERS rocrand SYSTEM_HEADERS rocrand)
  hipshim_add_library(hiprand TITLE hipRAND SOURCES rand_hiprand.cpp HEADERS hiprand DEPENDS rocrand)
  add_executable(hipshim_rand_tablegen ${CMAKE_SOURCE_DIR}/src/runtime/lib/rand_tablegen.c)
  set(rand_bins "")
  foreach(w 32 64)
    set(bin ${CMAKE_BINARY_DIR}/hipshim/rand/sobol${w}.bin)
    math(EXPR bytes "${w} / 8")
    math(EXPR count "20000 * ${w}")
    add_custom_command(OUTPUT ${bin}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/hipshim/rand
      COMMAND hipshim_rand_tablegen ${HIPSHIM_ROCRAND_INCLUDE}/rocrand/rocrand_sobol${w}_precomputed.h ${bin} ${bytes} ${count}
      DEPENDS hipshim_rand_tablegen ${HIPSHIM_ROCRAND_INCLUDE}/rocrand/rocrand_sobol${w}_precomputed.h
      COMMENT "rocRAND's Sobol${w} direction vectors" VERBATIM)
    list(APPEND rand_bins ${bin})
  endforeach()
  set_source_files_properties(${CMAKE_SOURCE_DIR}/src/runtime/lib/rand_tables.S PROPERTIES
    OBJECT_DEPENDS "${rand_bins}"
    COMPILE_DEFINITIONS "HS_RAND_SOBOL32_BIN=\"${CMAKE_BINARY_DIR}/hipshim/rand/sobol32.bin\";HS_RAND_SOBOL64_BIN=\"${CMAKE_BINARY_DIR}/hipshim/rand/sobol64.bin\"")
  target_compile_options(hipshim_rocrand PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-fstack-clash-protection>)
  target_compile_options(hipshim_hiprand PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-fstack-clash-protection>)
  # programs include Debian's rocRAND headers through hiprand_kernel.h: the package needs them
  set_property(GLOBAL APPEND PROPERTY HIPSHIM_LIBS_LINK_FILES
    "${HIPSHIM_ROCRAND_INCLUDE}/rocrand/rocrand_kernel.h|librocrand-dev")
endif()
# Thrust (rocThrust's API) from Debian's libthrust-dev with hipshim's device system
# (include/thrust/), whose algorithms run on Thrust's TBB back end unless the program is
# compiled with -fopenmp
hipshim_add_header_library(thrust TITLE Thrust HEADERS thrust cuda SYSTEM_HEADERS thrust LINK_AS_NEEDED -ltbb)
find_path(HIPSHIM_THRUST_INCLUDE thrust/version.h)
find_library(HIPSHIM_LIB_tbb NAMES tbb)
mark_as_advanced(HIPSHIM_THRUST_INCLUDE HIPSHIM_LIB_tbb)
foreach(f "${HIPSHIM_THRUST_INCLUDE}/thrust/version.h|libthrust-dev" "${HIPSHIM_LIB_tbb}|libtbb-dev")
  set_property(GLOBAL APPEND PROPERTY HIPSHIM_LIBS_LINK_FILES "${f}")
endforeach()
# hipCUB: hipshim's own (include/hipcub/), on its kernel language and stream jobs
hipshim_add_header_library(hipcub TITLE hipCUB HEADERS hipcub)

# ---- names a hipcc link line may carry that are no library of hipshim's ----
foreach(n amdhip64 hip_hcc hiprtc)
  set_property(GLOBAL APPEND PROPERTY HIPSHIM_LIBS_MANIFEST
    "runtime\t${n}\t-\t-\tthe HIP runtime (hipshim's own is always linked; hipRTC is part of it)")
endforeach()
# the HIP libraries hipshim does not provide, by -l name (unless a call above declared it)
set(HIPSHIM_LIBS_UNPROVIDED
  "MIOpen=MIOpen" "rccl=RCCL" "roctx64=rocTX (roctracer)"
  "roctracer64=rocTracer" "hipsparselt=hipSPARSELt" "hiptensor=hipTensor" "rocalution=rocALUTION"
  "hipblas=hipBLAS" "hipblaslt=hipBLASLt" "rocblas=rocBLAS" "hipfft=hipFFT" "rocfft=rocFFT"
  "hipsolver=hipSOLVER" "rocsolver=rocSOLVER" "hipsparse=hipSPARSE" "rocsparse=rocSPARSE"
  "hiprand=hipRAND" "rocrand=rocRAND")
get_property(manifest GLOBAL PROPERTY HIPSHIM_LIBS_MANIFEST)
foreach(u ${HIPSHIM_LIBS_UNPROVIDED})
  string(REGEX REPLACE "=.*" "" n "${u}")
  string(REGEX REPLACE "^[^=]*=" "" title "${u}")
  if(NOT manifest MATCHES "(^|;)[a-z]+\t${n}\t")
    list(APPEND manifest "missing\t${n}\t-\t-\t${title}")
  endif()
endforeach()
list(JOIN manifest "\n" manifest)
file(GENERATE OUTPUT ${HIPSHIM_LIBS_DIR}/hipshim-libs.manifest CONTENT
"# hipshim's HIP libraries for hipshim-cc (cmake/hipshim-libs.cmake): KIND NAME ARCHIVES LINK TITLE
${manifest}
")
install(FILES ${HIPSHIM_LIBS_DIR}/hipshim-libs.manifest DESTINATION ${HIPSHIM_LIBS_INSTALL_DIR})

# ---- the guard directory ----
# Header names of HIP libraries: those cu2hip's rule tables emit, the main header of each ROCm
# library, and every header of a ROCm library directory on this machine's system include path.
set(guard_names
  hip/hiprtc.h hip/hip_ext.h hip/hip_version.h hip/hip_common.h hip/hip_profile.h
  hip/hip_texture_types.h hip/texture_types.h hip/surface_types.h hip/channel_descriptor.h
  hip/driver_types.h hip/hip_hcc.h hip/hip_gl_interop.h
  hipblas/hipblas.h hipblaslt/hipblaslt.h hipfft/hipfft.h hipfft/hipfftXt.h
  hipsolver/hipsolver.h hipsparse/hipsparse.h hiprand/hiprand.h hiprand/hiprand_kernel.h
  hiprand/hiprand_mtgp32_host.h rocrand/rocrand.h rocrand/rocrand_kernel.h hipcub/hipcub.hpp
  rocprim/rocprim.hpp rocblas/rocblas.h rocfft/rocfft.h rocsolver/rocsolver.h
  rocsparse/rocsparse.h miopen/miopen.h rccl/rccl.h rccl.h roctracer/roctx.h roctx.h
  hipsparselt/hipsparselt.h rocwmma/rocwmma.hpp hiptensor/hiptensor.hpp
  hipblas.h hipfft.h hipfftXt.h hipsolver.h hipsparse.h hiprand.h hiprand_kernel.h
  hiprand_mtgp32_host.h rocblas.h rocfft.h rocrand.h rocsparse.h rocsolver.h)
file(GLOB rule_files ${CMAKE_SOURCE_DIR}/rules/*.json ${CMAKE_SOURCE_DIR}/rules/gen/*.json)
foreach(f ${rule_files})
  file(STRINGS ${f} lines REGEX "\"kind\": \"header\"")
  foreach(l ${lines})
    string(REGEX MATCHALL "\"(hip|roc)\": \"[A-Za-z0-9_./-]+\\.(h|hpp|hh|cuh)\"" hs "${l}")
    foreach(h ${hs})
      string(REGEX REPLACE "^\"[a-z]+\": \"(.*)\"$" "\\1" h "${h}")
      list(APPEND guard_names ${h})
    endforeach()
  endforeach()
endforeach()
set(guard_dirs hip hiprand rocrand hipsparse rocsparse rocprim hipcub hipblas hipblaslt rocblas
  hipfft rocfft hipsolver rocsolver miopen rccl roctracer hipsparselt rocwmma hiptensor)
foreach(sys /usr/include /usr/local/include)
  foreach(d ${guard_dirs})
    if(IS_DIRECTORY ${sys}/${d})
      file(GLOB_RECURSE hs RELATIVE ${sys} ${sys}/${d}/*.h ${sys}/${d}/*.hpp ${sys}/${d}/*.hh)
      list(APPEND guard_names ${hs})
    endif()
  endforeach()
endforeach()
list(REMOVE_DUPLICATES guard_names)
list(SORT guard_names)
get_property(system_headers GLOBAL PROPERTY HIPSHIM_LIBS_SYSTEM_HEADERS)
# the library a header belongs to, for the message
set(guard_titles "hip/hiprtc=hipRTC" "hip/=the HIP runtime"
  "hipblaslt=hipBLASLt" "hipblas=hipBLAS" "hipfft=hipFFT" "hipsolver=hipSOLVER"
  "hipsparselt=hipSPARSELt" "hipsparse=hipSPARSE" "hiprand=hipRAND" "rocrand=rocRAND"
  "hipcub=hipCUB" "rocprim=rocPRIM" "rocblas=rocBLAS" "rocfft=rocFFT" "rocsolver=rocSOLVER"
  "rocsparse=rocSPARSE" "miopen=MIOpen" "rccl=RCCL" "roctracer=rocTracer" "roctx=rocTX"
  "rocwmma=rocWMMA" "hiptensor=hipTensor")
file(REMOVE_RECURSE ${HIPSHIM_GUARD_DIR})
foreach(h ${guard_names})
  set(skip 0)
  foreach(d ${system_headers})
    if(h MATCHES "^${d}/")
      set(skip 1)
    endif()
  endforeach()
  if(skip OR EXISTS ${CMAKE_SOURCE_DIR}/include/${h})
    continue()
  endif()
  set(title "a HIP library")
  foreach(t ${guard_titles})
    string(REGEX REPLACE "=.*" "" p "${t}")
    if(h MATCHES "^${p}")
      string(REGEX REPLACE "^[^=]*=" "" title "${t}")
      break()
    endif()
  endforeach()
  # a quoted include of a file that cannot exist: the compile stops at once, with one line
  # naming the header (an #error would let the compile go on into a cascade of errors)
  file(WRITE ${HIPSHIM_GUARD_DIR}/${h}
"/* generated by cmake/hipshim-libs.cmake: hipshim does not provide this header */
#include \"hipshim does not provide <${h}> (${title})\"
")
endforeach()
install(DIRECTORY ${HIPSHIM_GUARD_DIR}/ DESTINATION ${HIPSHIM_LIBS_INSTALL_DIR}/guard)
unset(manifest)
unset(guard_names)
