"""gen-rules-extract.py - reads declarations out of CUDA's and HIP's installed headers with
libclang (Debian's python3-clang-19 bindings). Shared by scripts/gen-rules (which builds the rule
tables from these facts) and scripts/coverage (which checks that every CUDA name has a rule).

A "name" is (spelling, kind, header) with kind one of the rule kinds: function, type, enum,
enum_constant, macro, device_function. Headers are paths relative to the include directory."""
import os
import re

import clang.cindex as ci

LIBCLANG = '/usr/lib/llvm-19/lib/libclang.so'
CUDA_INC = '/usr/local/cuda/include'
HIP_INC = '/usr/include'

# API groups: header (relative to CUDA_INC) -> group. Only these headers are accounted for.
RUNTIME_HEADERS = ['cuda_runtime_api.h', 'driver_types.h', 'surface_types.h', 'texture_types.h',
                   'library_types.h', 'cuda_runtime.h', 'channel_descriptor.h', 'driver_functions.h',
                   'vector_types.h', 'cuda_profiler_api.h', 'cuda_gl_interop.h']
DRIVER_HEADERS = ['cuda.h', 'cudaProfiler.h', 'cudaGL.h']
DEVICE_HEADERS = ['crt/math_functions.h', 'crt/device_functions.h', 'crt/device_double_functions.h',
                  'device_atomic_functions.h', 'sm_20_atomic_functions.h', 'sm_20_intrinsics.h',
                  'sm_30_intrinsics.h', 'sm_32_atomic_functions.h', 'sm_32_intrinsics.h',
                  'sm_35_intrinsics.h', 'sm_60_atomic_functions.h', 'sm_61_intrinsics.h',
                  'crt/sm_70_rt.h', 'crt/sm_80_rt.h', 'crt/sm_90_rt.h', 'cuda_fp16.h', 'cuda_bf16.h',
                  'vector_functions.h', 'texture_indirect_functions.h', 'surface_indirect_functions.h']
LIBRARY_HEADERS = {
    'cublas': ['cublas_api.h', 'cublas_v2.h'],
    'curand': ['curand.h'],
    'cufft': ['cufft.h', 'cufftXt.h'],
    'cusparse': ['cusparse.h'],
    'cusolver': ['cusolver_common.h', 'cusolverDn.h', 'cusolverSp.h', 'cusolverRf.h', 'cusolverMg.h'],
    'cublaslt': ['cublasLt.h'],
    'complex': ['cuComplex.h'],
    'cudnn': ['cudnn_graph_v9.h', 'cudnn_ops_v9.h', 'cudnn_cnn_v9.h', 'cudnn_adv_v9.h', 'cudnn_version_v9.h'],
    'nvrtc': ['nvrtc.h'],
}

_ready = False


def _init():
    global _ready
    if not _ready:
        ci.Config.set_library_file(LIBCLANG)
        _ready = True


def _parse(src, args, detailed=False):
    _init()
    opts = ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES | ci.TranslationUnit.PARSE_INCOMPLETE
    if detailed:
        opts |= ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD
    tu = ci.Index.create().parse('extract.cpp', args=args, unsaved_files=[('extract.cpp', src)], options=opts)
    errors = [str(d) for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
    return tu, errors


def _walk(cursor, root, wanted, out, record_params=False):
    """Collects declarations from files under root whose relative path is in wanted (None: all)."""
    for c in cursor.get_children():
        f = c.location.file
        if not f or not f.name.startswith(root):
            continue
        rel = os.path.relpath(f.name, root)
        k = c.kind
        if k in (ci.CursorKind.LINKAGE_SPEC, ci.CursorKind.NAMESPACE, ci.CursorKind.UNEXPOSED_DECL):
            _walk(c, root, wanted, out, record_params)
            continue
        if wanted is not None and rel not in wanted:
            continue
        name = c.spelling
        if not name or name.startswith('__cuda') and k != ci.CursorKind.FUNCTION_DECL:
            continue
        if k in (ci.CursorKind.FUNCTION_DECL, ci.CursorKind.FUNCTION_TEMPLATE):
            if name.startswith('operator'):
                continue
            entry = out.setdefault((name, 'function'), {'header': rel, 'params': set()})
            if record_params:
                entry['params'].add(_arity(c) if k == ci.CursorKind.FUNCTION_DECL else (-1, -1, None))
        elif k == ci.CursorKind.TYPEDEF_DECL:
            out.setdefault((name, 'type'), {'header': rel})
        elif k in (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL, ci.CursorKind.CLASS_DECL,
                   ci.CursorKind.CLASS_TEMPLATE):
            if c.is_definition() or k == ci.CursorKind.CLASS_TEMPLATE or not c.is_anonymous():
                if not c.is_anonymous() and 'unnamed' not in name and '(' not in name:
                    out.setdefault((name, 'type'), {'header': rel})
        elif k == ci.CursorKind.ENUM_DECL:
            consts = [e.spelling for e in c.get_children() if e.kind == ci.CursorKind.ENUM_CONSTANT_DECL]
            if name and 'unnamed' not in name and '(' not in name:
                out.setdefault((name, 'enum'), {'header': rel, 'consts': consts})
            for e in consts:
                out.setdefault((e, 'enum_constant'), {'header': rel, 'enum': name if '(' not in name else ''})
        elif k == ci.CursorKind.MACRO_DEFINITION:
            if not name.startswith('_'):
                toks = [t.spelling for t in c.get_tokens()]
                info = out.setdefault((name, 'macro'), {'header': rel})
                if len(toks) == 2 and re.match(r'^[A-Za-z_]\w*$', toks[1]):
                    info['alias'] = toks[1]     # "#define cuMemAlloc cuMemAlloc_v2"
                elif len(toks) == 5 and toks[1].startswith('__CUDA_API_PT') and toks[2] == '(' and toks[4] == ')':
                    info['alias'] = toks[3]     # "#define cuMemcpyHtoD __CUDA_API_PTDS(cuMemcpyHtoD_v2)"



# Integer handles of CUDA that HIP declares as pointers (or the other way round): any class matches.
_HANDLE_TYPES = re.compile(r'\b(CUdeviceptr|CUdeviceptr_v\d|CUtexObject|CUtexObject_v\d|CUsurfObject|CUsurfObject_v\d|'
                           r'cudaTextureObject_t|cudaSurfaceObject_t|CUmemGenericAllocationHandle|'
                           r'CUmemGenericAllocationHandle_v\d|hipDeviceptr_t|hipTextureObject_t|hipSurfaceObject_t|'
                           r'hipMemGenericAllocationHandle_t|CUgraphConditionalHandle)\b')


def _param_class(p):
    """Coarse class of a parameter's type: P pointer/array/reference, R struct passed by value,
    S scalar (integer, enum, floating), H an integer-or-pointer handle (see _HANDLE_TYPES)."""
    if _HANDLE_TYPES.search(p.type.spelling):
        return 'H'
    t = p.type.get_canonical()
    k = t.kind
    if k in (ci.TypeKind.POINTER, ci.TypeKind.BLOCKPOINTER, ci.TypeKind.LVALUEREFERENCE, ci.TypeKind.RVALUEREFERENCE,
             ci.TypeKind.CONSTANTARRAY, ci.TypeKind.INCOMPLETEARRAY, ci.TypeKind.VARIABLEARRAY,
             ci.TypeKind.MEMBERPOINTER, ci.TypeKind.NULLPTR):
        return 'P'
    if k == ci.TypeKind.RECORD:
        return 'R'
    if k in (ci.TypeKind.UNEXPOSED, ci.TypeKind.DEPENDENT, ci.TypeKind.ELABORATED):
        return 'H'   # template parameter or unknown: do not judge
    return 'S'


def _arity(fn):
    """(required, total, shape, types) of a function declaration: parameter counts, one class letter
    per parameter (_param_class), lower case from the first parameter with a default argument, and
    the parameters' types as written (without const, struct or enum)."""
    params = list(fn.get_arguments())
    required = len(params)
    for i, p in enumerate(params):
        if any(ch.kind.is_expression() for ch in p.get_children()):   # has a default argument
            required = i
            break
    shape = ''.join(_param_class(p) if i < required else _param_class(p).lower() for i, p in enumerate(params))
    types = tuple(re.sub(r'\b(const|struct|enum|union)\s+', '', p.type.spelling) for p in params)
    return (required, len(params), shape, types)


def shapes_compatible(cuda_shape, hip_shape):
    """True when some call CUDA accepts (a prefix of cuda_shape from its required length on) is a
    call HIP accepts with parameters of compatible classes."""
    creq = sum(1 for ch in cuda_shape if ch.isupper())
    hreq = sum(1 for ch in hip_shape if ch.isupper())
    for n in range(creq, len(cuda_shape) + 1):
        if hreq <= n <= len(hip_shape) and all(
                a == b or 'H' in (a, b) for a, b in zip(cuda_shape[:n].upper(), hip_shape[:n].upper())):
            return True
    return False


def cuda_host_names(group_headers):
    """Names declared by the given CUDA host headers: {(name, kind): info}."""
    src = ''.join('#include <%s>\n' % h for h in group_headers)
    tu, errors = _parse(src, ['-x', 'c++', '-std=c++17', '-I' + CUDA_INC, '-Wno-everything'], detailed=True)
    out = {}
    _walk(tu.cursor, CUDA_INC + '/', set(group_headers), out, record_params=True)
    return out, errors


def cuda_driver_legacy_names():
    """cuda.h's own legacy declarations (the block it compiles only with __CUDA_API_VERSION_INTERNAL:
    the forms its names had before, cuCtxCreate(CUcontext *, unsigned int, CUdevice), and the
    versions CUDA no longer exports, cuStreamGetCaptureInfo_v2, CUdeviceptr_v1): {(name, kind): info}."""
    path = os.path.join(CUDA_INC, 'cuda.h')
    with open(path) as f:
        lines = f.read().split('\n')
    start = next((i + 1 for i, l in enumerate(lines) if l.strip() == '#if defined(__CUDA_API_VERSION_INTERNAL)'
                  and i + 1 < len(lines) and lines[i + 1].strip().startswith('#undef')), None)
    if start is None:
        return {}, []
    tu, errors = _parse('#include <cuda.h>\n', ['-x', 'c++', '-std=c++17', '-I' + CUDA_INC, '-Wno-everything',
                                                 '-D__CUDA_API_VERSION_INTERNAL'], detailed=True)
    out = {}
    _walk(tu.cursor, CUDA_INC + '/', {'cuda.h'}, out, record_params=True)
    legacy = {}
    for c in tu.cursor.walk_preorder():
        f = c.location.file
        if f and f.name == path and c.location.line > start and c.spelling and \
                c.kind in (ci.CursorKind.FUNCTION_DECL, ci.CursorKind.TYPEDEF_DECL):
            k = 'function' if c.kind == ci.CursorKind.FUNCTION_DECL else 'type'
            if (c.spelling, k) in out:
                legacy[(c.spelling, k)] = dict(out[(c.spelling, k)], line=c.location.line)
    return legacy, errors


def cuda_runtime_forwards():
    """cuda_runtime.h's inline overloads that forward to another C API function with their own
    parameters: {(name, arity): callee} (cudaEventCreate(event, flags) calls cudaEventCreateWithFlags)."""
    with open(os.path.join(CUDA_INC, 'cuda_runtime.h')) as f:
        text = re.sub(r'//[^\n]*|/\*.*?\*/', ' ', f.read(), flags=re.S)
    out = {}
    for m in re.finditer(r'\b(cuda\w+)\s*\(((?:[^;{()]|\([^()]*\))*)\)\s*\{\s*return\s+(?:::)?(cuda\w+)\s*\('
                         r'((?:[^;()]|\([^()]*\))*)\)\s*;\s*\}', text):
        name, params, callee, args = m.groups()
        if name == callee:
            continue
        pnames = [re.findall(r'(\w+)\s*(?:=[^,]*)?$', p.strip())[-1] for p in params.split(',') if p.strip()] \
            if params.strip() not in ('', 'void') else []
        anames = [re.sub(r'^(\([^()]*\)\s*)+', '', a.strip()) for a in args.split(',') if a.strip()]
        if pnames == anames:
            out[(name, len(pnames))] = callee
    return out


def cuda_runtime_names():
    """Runtime names: the C API and its types, plus cuda_runtime.h's C++ templates (CUDA mode)."""
    src = '#include <cuda_runtime.h>\n#include <cuda_profiler_api.h>\n#include <cuda_gl_interop.h>\n'
    stub = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'gen-rules-stub')
    args = ['-x', 'cuda', '--cuda-host-only', '--cuda-path=/usr/local/cuda', '-I' + stub, '-std=c++17',
            '-Wno-everything']
    tu, errors = _parse(src, args, detailed=True)
    out = {}
    _walk(tu.cursor, CUDA_INC + '/', set(RUNTIME_HEADERS), out, record_params=True)
    return out, errors


def cuda_device_names():
    """Device functions and intrinsics of CUDA's device headers, parsed as C++ with the CUDA
    compiler's macros defined (clang's own CUDA mode replaces these headers by its wrappers)."""
    src = '#include <stddef.h>\n' + ''.join('#include <%s>\n' % h for h in DEVICE_HEADERS)
    args = ['-x', 'c++', '-std=c++17', '-I' + CUDA_INC, '-D__CUDACC__', '-D__CUDA_ARCH__=900',
            '-D__CUDACC_VER_MAJOR__=13', '-D__CUDACC_VER_MINOR__=0', '-D__CUDACC_RTC__', '-Wno-everything']
    tu, errors = _parse(src, args)
    out = {}
    _walk(tu.cursor, CUDA_INC + '/', set(DEVICE_HEADERS), out)
    dev = {}
    for (name, kind), info in out.items():
        if kind == 'function':
            dev[(name, 'device_function')] = info
        elif kind in ('type', 'enum', 'enum_constant') and info['header'] in ('cuda_fp16.h', 'cuda_bf16.h'):
            dev[(name, kind)] = info
    return dev, errors


def hip_names():
    """Everything HIP's installed headers declare: functions (with parameter counts), types, enums
    (with enumerators), enumerators, macros; plus every identifier in the device headers."""
    src = ('#include <hip/hip_runtime_api.h>\n#include <hip/hiprtc.h>\n#include <hiprand/hiprand.h>\n'
           '#include <hipsparse/hipsparse.h>\n#include <hip/library_types.h>\n')
    args = ['-x', 'c++', '-std=c++17', '-D__HIP_PLATFORM_AMD__', '-D__HIP_PLATFORM_HCC__', '-I' + HIP_INC,
            '-I' + HIP_INC + '/hipsparse', '-I' + HIP_INC + '/hiprand', '-I' + HIP_INC + '/rocrand',
            '-Wno-everything']
    tu, errors = _parse(src, args, detailed=True)
    out = {}
    _walk(tu.cursor, HIP_INC + '/', None, out, record_params=True)
    idents = set()
    for d in ('hip', 'hiprand', 'hipsparse', 'rocrand'):
        for dirpath, _, files in os.walk(os.path.join(HIP_INC, d)):
            if 'nvidia_detail' in dirpath or 'nvcc_detail' in dirpath:
                continue
            for fn in files:
                if fn.endswith(('.h', '.hpp')) and 'nvcc' not in fn and 'precomputed' not in fn and '_11213' not in fn:
                    if fn == 'hip_prof_str.h':   # profiler tables: every API name as a string, not a declaration
                        continue
                    with open(os.path.join(dirpath, fn), errors='replace') as fh:
                        text = re.sub(r'//[^\n]*|/\*.*?\*/', ' ', fh.read(), flags=re.S)
                        idents.update(re.findall(r'[A-Za-z_][A-Za-z0-9_]*', text))
    return out, idents, errors
