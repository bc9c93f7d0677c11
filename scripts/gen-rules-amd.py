"""gen-rules-amd.py - the CUDA<->HIP equivalences AMD itself states, read out of AMD's sources:
the HIP-on-NVIDIA headers (hip/nvidia_detail/: Debian's HIP 5.2 and ROCm's newer hipother) and
the NVIDIA back ends of the HIP libraries (hipBLAS, hipSPARSE, hipRAND, hipFFT, hipSOLVER, hipCUB),
which implement each hip* name on the cu* one it stands for. Shared by scripts/gen-rules (rule
tables with evidence) and scripts/coverage.

What counts as a statement (each recorded with file, line and the source's release):
  #define hipX cudaX / #define hipX(a) cudaX(a)     (macro alias)
  typedef [enum|struct] cudaX hipX; using hipX = cudaX;
  hipX = cudaX inside an enum body                   (enumerator with CUDA's value)
  a hip* function whose body calls one CUDA function (inline wrapper, library back end)
  case hipX: return cudaX;  case cudaX: return hipX;  (conversion switch tables)
Nothing here guesses: a wrapper calling several CUDA functions is recorded only when one callee's
name matches the wrapper's after the prefixes, and a many-to-one switch entry only when it is the
sole entry for its value. The sources are read with a small C/C++ lexer of its own (comments,
strings, continued preprocessor lines): they do not compile against CUDA 13 (NOTES.md), so a
full parse would lose the very bodies that state the mappings."""
import glob
import os
import re

REAL = os.environ.get('CU2HIP_AMD_SOURCES', '/work/real')

# (label shown in evidence, release, root, globs relative to root). Order: newest statement wins
# per (CUDA, HIP) pair only for its location; every source is kept.
SOURCES = [
    ('HIP 5.2', '5.2', '/usr/include/hip/nvidia_detail', ['*.h']),
    ('hipother', '6.4', REAL + '/hipother/hipnv/include/hip/nvidia_detail', ['*.h']),
    ('hipBLAS 2.4.0', '6.4', REAL + '/hipBLAS/library/src/nvidia_detail', ['*.cpp']),
    ('hipSPARSE 3.1.2', '6.4', REAL + '/hipSPARSE/library/src/nvidia_detail', ['*.cpp']),
    ('hipRAND', '6.4', REAL + '/hipRAND/library', ['src/nvidia_detail/*.cpp', 'include/hiprand/hiprand_nvcc.h',
                                                     'include/hiprand/hiprand_kernel_nvcc.h',
                                                     'include/hiprand/hiprand_mtgp32_host.h']),
    ('hipFFT 1.0.18', '6.4', REAL + '/hipFFT/library/src/nvidia_detail', ['*.cpp']),
    ('hipSOLVER 2.4.0', '6.4', REAL + '/hipSOLVER/library/src/nvidia_detail', ['*.cpp', '*.hpp']),
    ('hipCUB 3.3.0', '6.4', REAL + '/hipCUB/hipcub/include/hipcub/backend/cub', ['*.hpp', '*/*.hpp']),
]

HIP_LIKE = re.compile(r'^(hip|HIP|__hip|roc|ROC|ihip)')
CUDA_LIKE = re.compile(r'^(cu[A-Z_a-z]|CU[A-Z_]|cuda|CUDA|cublas|CUBLAS|cusparse|CUSPARSE|curand|CURAND|cufft|CUFFT|'
                       r'cusolver|CUSOLVER|nvrtc|NVRTC|__nv_|nv_|make_cu|mtgp32|MTGP32)')
# CUDA spellings of the sources that are not API names (C library, casts, helpers of the back ends)
NOT_API = {'cudaError', 'cuda'}

_TOKEN = re.compile(r'\s+|//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|'
                    r'[A-Za-z_]\w*|\d[\w.]*|::|->|[^\s\w]', re.S)


def lex(text):
    """Tokens of a C/C++ file: list of (text, line); each preprocessor directive is one token
    ('#', [(text, line), ...], line) with its continued lines joined."""
    out = []
    lines = text.split('\n')
    i = 0
    code = []        # (line number, text) of code lines, directives set apart
    while i < len(lines):
        s = lines[i]
        if s.lstrip().startswith('#'):
            start = i
            body = s
            while body.endswith('\\') and i + 1 < len(lines):
                i += 1
                body = body[:-1] + ' ' + lines[i]
            body = re.sub(r'/\*.*?\*/', ' ', body)
            blanks = 0
            if '/*' in body:            # a comment that goes on past the directive's line
                body = body[:body.index('/*')]
                while i + 1 < len(lines) and '*/' not in lines[i]:
                    i += 1
                    blanks += 1
            out_pp = []
            for m in _TOKEN.finditer(body.lstrip()[1:]):
                t = m.group(0)
                if t[0].isspace() or t.startswith('//') or t.startswith('/*'):
                    continue
                out_pp.append((t, start + 1))
            code.append((start + 1, None, out_pp))
            # one entry per file line, so token line numbers stay those of the file
            code.extend((start + 2 + b, '', None) for b in range(i - start))
        else:
            code.append((i + 1, s, None))
        i += 1
    # code lines are lexed as one stream (comments may span lines); directives interleave in order
    buf, marks = [], []
    for ln, s, pp in code:
        if pp is not None:
            marks.append((sum(len(b) + 1 for b in buf), pp, ln))
            buf.append('')
        else:
            buf.append(s)
    joined = '\n'.join(buf)
    line_starts = [0]
    for j, ch in enumerate(joined):
        if ch == '\n':
            line_starts.append(j + 1)
    import bisect
    mi = 0
    for m in _TOKEN.finditer(joined):
        while mi < len(marks) and marks[mi][0] <= m.start():
            out.append(('#', marks[mi][1], marks[mi][2]))
            mi += 1
        t = m.group(0)
        if t[0].isspace() or t.startswith('//') or t.startswith('/*'):
            continue
        out.append((t, bisect.bisect_right(line_starts, m.start())))
    while mi < len(marks):
        out.append(('#', marks[mi][1], marks[mi][2]))
        mi += 1
    return out


def is_ident(t):
    return bool(re.match(r'^[A-Za-z_]\w*$', t))


class Statements:
    """pairs[(cuda, hip)] = list of (how, 'label path:line', release)."""

    def __init__(self, ours=None, other=None):
        self.pairs = {}
        self.ambiguous = []
        self.ours, self.other = ours or HIP_LIKE, other or CUDA_LIKE

    def add(self, cuda, hip, how, where, release):
        if cuda in NOT_API or not (self.other.match(cuda) or (how == 'cast' and self.other is CUDA_LIKE and NV_CAST.match(cuda))) or \
                not self.ours.match(hip):
            return
        self.pairs.setdefault((cuda, hip), []).append((how, where, release))


def _matching(toks, i, open_, close):
    depth = 0
    for j in range(i, len(toks)):
        t = toks[j][0]
        if t == open_:
            depth += 1
        elif t == close:
            depth -= 1
            if depth == 0:
                return j
    return len(toks) - 1


def norm_tail(name):
    for p in ('HIPBLAS_', 'HIPSPARSE_', 'HIPRAND_', 'HIPFFT_', 'HIPSOLVER_', 'HIP_', 'hipblas', 'hipsparse',
              'hiprand', 'hipfft', 'hipsolver', 'hip', 'CUBLAS_', 'CUSPARSE_', 'CURAND_', 'CUFFT_', 'CUSOLVER_',
              'CUDA_', 'CU_', 'cublas', 'cusparse', 'curand', 'cufft', 'cusolver', 'cuda', 'cu'):
        if name.startswith(p):
            name = name[len(p):]
            break
    return name.replace('_', '').lower()


def scan_file(st, path, label, release, rel, ours=None, other=None):
    with open(path, errors='replace') as f:
        toks = lex(f.read())
    where = lambda ln: '%s %s:%d' % (label, rel, ln)
    n = len(toks)
    i = 0
    while i < n:
        t, ln = toks[i][0], toks[i][-1]
        if t == '#':
            d = toks[i][1]
            if len(d) >= 3 and d[0][0] == 'define':
                name = d[1][0]
                body = d[2:]
                if body and body[0][0] == '(' and len(d) > 3:   # function-like: skip the parameter list
                    k = next((k for k, x in enumerate(body) if x[0] == ')'), None)
                    if k is not None:
                        body = body[k + 1:]
                if len(body) >= 1 and is_ident(body[0][0]) and (len(body) == 1 or body[1][0] == '('):
                    st.add(body[0][0], name, 'define', where(ln), release)
            i += 1
            continue
        if t == 'typedef' or t == 'using':
            j = i
            while j < n and toks[j][0] not in (';', '{'):
                j += 1
            if j < n and toks[j][0] == ';':
                words = [x[0] for x in toks[i + 1:j] if x[0] not in ('enum', 'struct', 'union', 'const', '::')]
                if t == 'typedef' and len(words) == 2 and all(map(is_ident, words)):
                    st.add(words[0], words[1], 'typedef', where(ln), release)
                elif t == 'typedef' and len(words) == 3 and words[1] == '*' and is_ident(words[0]):
                    st.add(words[0] + '*', words[2], 'typedef', where(ln), release)
                elif t == 'using' and len(words) == 3 and words[1] == '=' and is_ident(words[2]):
                    st.add(words[2], words[0], 'typedef', where(ln), release)
                elif t == 'using' and len(words) == 1 and is_ident(words[0]):
                    pass
            i += 1
            continue
        # enumerators hipX = cudaX (inside braces)
        if is_ident(t) and i + 3 < n and toks[i + 1][0] == '=' and is_ident(toks[i + 2][0]) and toks[i + 3][0] in (',', '}'):
            if (ours or HIP_LIKE).match(t) and i > 0 and toks[i - 1][0] in (',', '{') and (other or CUDA_LIKE).match(toks[i + 2][0]):
                st.add(toks[i + 2][0], t, 'enumerator', where(ln), release)
        # function definitions: NAME ( ... ) [const|noexcept|try|attributes] {
        if t == '(' and i > 0 and is_ident(toks[i - 1][0]):
            fname, fline = toks[i - 1][0], toks[i - 1][-1]
            close = _matching(toks, i, '(', ')')
            k = close + 1
            while k < n and toks[k][0] in ('const', 'noexcept', 'try', 'override'):
                k += 1
            if k < n and toks[k][0] == '{' and fname not in ('if', 'while', 'for', 'switch', 'catch', 'return'):
                end = _matching(toks, k, '{', '}')
                scan_body(st, fname, fline, toks[k:end + 1], where, release, ours, other)
                if ours is not None:
                    conversion_pairs(st, toks, i, close, fname, toks[k:end + 1], where, release, ours, other)
                else:
                    # cuSOLVER's and cuSPARSE's types without a library prefix (gesvdjInfo_t):
                    # the NVIDIA back end casts its hip* parameter to them
                    conversion_pairs(st, toks, i, close, fname, toks[k:end + 1], where, release, HIP_LIKE, NV_CAST)
                i = end + 1
                continue
        i += 1


def scan_body(st, fname, fline, body, where, release, ours=None, other=None):
    HIP_LIKE = ours or globals()['HIP_LIKE']
    CUDA_LIKE = other or globals()['CUDA_LIKE']
    callees = []
    for j in range(len(body) - 1):
        t = body[j][0]
        if is_ident(t) and body[j + 1][0] == '(' and CUDA_LIKE.match(t) and t not in callees and t not in NOT_API \
                and (j == 0 or body[j - 1][0] not in ('.', '->')):
            callees.append(t)
    if HIP_LIKE.match(fname) and callees:
        if len(callees) == 1:
            st.add(callees[0], fname, 'wrapper', where(fline), release)
        else:
            match = [c for c in callees if norm_tail(c) == norm_tail(fname)]
            if len(match) == 1:
                st.add(match[0], fname, 'wrapper', where(fline), release)
            else:
                st.ambiguous.append((fname, callees, where(fline)))
    # switch tables: case A: [...] return B;  |  case A: x = B; break;
    j = 0
    while j < len(body):
        if body[j][0] == 'case':
            k = j + 1
            while k < len(body) and body[k][0] != ':':
                k += 1
            labels = [x[0] for x in body[j + 1:k] if x[0] != '::']
            if len(labels) == 1 and is_ident(labels[0]):
                a = labels[0]
                m = k + 1
                while m < len(body) and body[m][0] not in ('case', 'default', '}'):
                    if body[m][0] in ('return', '=') and m + 2 < len(body) and body[m + 2][0] == ';' and is_ident(body[m + 1][0]):
                        b = body[m + 1][0]
                        if CUDA_LIKE.match(a) and HIP_LIKE.match(b):
                            st.add(a, b, 'case-to-hip', where(body[j][-1]), release)
                        elif HIP_LIKE.match(a) and CUDA_LIKE.match(b):
                            st.add(b, a, 'case-to-cuda', where(body[j][-1]), release)
                        break
                    m += 1
            j = k
        j += 1


# The HIP libraries' AMD back ends state hip* -> roc* pairs the same way the NVIDIA back ends state
# hip* -> cu* ones (--roc): wrappers whose body calls one rocBLAS/rocSPARSE/rocRAND/rocSOLVER
# function, conversion switch tables, and the signatures of the conversion functions.
ROC_SOURCES = [
    ('hipBLAS 2.4.0', '6.4', REAL + '/hipBLAS/library/src/amd_detail', ['*.cpp']),
    ('hipSPARSE 3.1.2', '6.4', REAL + '/hipSPARSE/library/src/amd_detail', ['*.cpp']),
    ('hipRAND', '6.4', REAL + '/hipRAND/library/src/amd_detail', ['*.cpp']),
    ('hipSOLVER 2.4.0', '6.4', REAL + '/hipSOLVER/library/src/amd_detail', ['*.cpp']),
]
PLAIN_TYPE = re.compile(r'^(?!(hip|HIP|cu|CU|u?int\d+_t$|size_t$|ssize_t$|ptrdiff_t$|intptr_t$|uintptr_t$))[a-z]\w*_t$')
# the CUDA types an NVIDIA back end casts its hip* parameters to: cuSPARSE's (cusparseHybMat_t,
# its legacy HYB format) and cuSOLVER's without a prefix (gesvdjInfo_t)
NV_CAST = re.compile(r'^(cusparse[A-Z]\w*_t|%s)$' % PLAIN_TYPE.pattern.strip('^$'))
ROC_OURS = re.compile(r'^(hip|HIP)')
ROC_OTHER = re.compile(r'^(rocblas_|rocsparse_|rocrand_|rocsolver_|ROCRAND_|ROCSPARSE_|ROCBLAS_)')


def conversion_pairs(st, toks, open_i, close_i, fname, body, where, release, ours, other):
    """ROC_T conv(HIP_T x) { switch ... } and HIP_T conv(ROC_T x) { switch ... }: the two enum
    types correspond (hipblasOperation_t -> rocblas_operation). A cast (ROC_T*) p of a parameter
    declared HIP_T* p in a wrapper states the handle types (hipblasHandle_t -> rocblas_handle)."""
    params = []
    cur = []
    for t in toks[open_i + 1:close_i]:
        if t[0] == ',':
            params.append(cur)
            cur = []
        else:
            cur.append(t[0])
    params.append(cur)
    ptypes = {}
    for p in params:
        words = [w for w in p if w not in ('const', 'enum', 'struct')]
        if len(words) >= 2 and is_ident(words[-1]) and is_ident(words[0]):
            ptypes[words[-1]] = (words[0], words.count('*'))
    strip_ = lambda t: t[:-1] if t.endswith('_') else t
    ret = toks[open_i - 2][0] if open_i >= 2 else ''
    if 'switch' in [b[0] for b in body] and len(ptypes) == 1:
        (ptype, _), = ptypes.values()
        if other.match(ret) and ours.match(ptype):
            st.add(strip_(ret), ptype, 'conversion', where(toks[open_i - 1][-1]), release)
        elif ours.match(ret) and other.match(ptype):
            st.add(strip_(ptype), ret, 'conversion', where(toks[open_i - 1][-1]), release)
    for j in range(len(body) - 3):
        if body[j][0] != '(' or not other.match(body[j + 1][0]):
            continue
        k = j + 2
        stars = 0
        while k < len(body) and body[k][0] == '*':
            stars += 1
            k += 1
        if k + 1 < len(body) and body[k][0] == ')' and body[k + 1][0] in ptypes:
            ptype, pstars = ptypes[body[k + 1][0]]
            if ours.match(ptype) and pstars == stars:
                st.add(strip_(body[j + 1][0]), ptype, 'cast', where(body[j][-1]), release)


def roc_statements():
    """hip* -> roc* statements of the AMD back ends: Statements keyed (roc name, hip name)."""
    st = Statements(ROC_OURS, ROC_OTHER)
    st.sources = []
    for label, release, root, globs in ROC_SOURCES:
        if not os.path.isdir(root):
            continue
        st.sources.append((label, release, root))
        for path in sorted({p for g in globs for p in glob.glob(os.path.join(root, g))}):
            rel = os.path.relpath(path, os.path.dirname(os.path.dirname(root)))
            scan_file(st, path, label, release, rel, ROC_OURS, ROC_OTHER)
    return st


def statements():
    """All AMD statements found in the sources present on this machine."""
    st = Statements()
    st.sources = []
    for label, release, root, globs in SOURCES:
        if not os.path.isdir(root):
            continue
        st.sources.append((label, release, root))
        files = sorted({p for g in globs for p in glob.glob(os.path.join(root, g))})
        for path in files:
            rel = os.path.relpath(path, os.path.dirname(root) if label.startswith('HIP ') or label == 'hipother' else root)
            if label.startswith('HIP ') or label == 'hipother':
                rel = 'hip/' + os.path.relpath(path, os.path.dirname(root))
            scan_file(st, path, label, release, rel)
    return st


def resolve(st):
    """CUDA name -> list of (hip name, how, where, release): one HIP name per CUDA name where the
    statements agree. Switch tables state a mapping in one direction; an entry of a many-to-one
    table (several CUDA values onto one HIP value, or the reverse) counts only when nothing else
    maps onto the same value in that direction."""
    by_cuda = {}
    to_hip_count, to_cuda_count = {}, {}
    fil = lambda where: where.rsplit(':', 1)[0]   # tables are judged per source file
    for (c, h), evs in st.pairs.items():
        for how, where, _ in evs:
            if how == 'case-to-hip':
                to_hip_count[(h, fil(where))] = to_hip_count.get((h, fil(where)), 0) + 1
            elif how == 'case-to-cuda':
                to_cuda_count[(c, fil(where))] = to_cuda_count.get((c, fil(where)), 0) + 1
    for (c, h), evs in sorted(st.pairs.items()):
        good = []
        for how, where, rel in evs:
            # a many-to-one entry counts when the names match after the prefixes (the other
            # entries onto the same value are the lossy ones: legacy values, fallbacks)
            same = norm_tail(c) == norm_tail(h)
            if how == 'case-to-hip' and to_hip_count.get((h, fil(where)), 0) > 1 and not same and \
                    not any(e[0] == 'case-to-cuda' for e in evs):
                continue
            if how == 'case-to-cuda' and to_cuda_count.get((c, fil(where)), 0) > 1 and not same and \
                    not any(e[0] == 'case-to-hip' for e in evs):
                continue
            good.append((how, where, rel))
        if good:
            by_cuda.setdefault(c, []).append((h, good))
    return by_cuda


_NUM = re.compile(r'^[0-9a-fA-FxX()<>|&+\- ~]+$')


def _value(toks):
    """Integer value of a constant expression of literals (0x1, (1 << 3), 4U), else None."""
    text = ' '.join(re.sub(r'(?<=[0-9a-fA-F])[uUlL]+$', '', t) for t in toks)
    if not text or not _NUM.match(text) or re.search(r'[a-wyzA-WYZ]', text.replace('0x', '').replace('0X', '')
                                                     .replace('a', '').replace('b', '').replace('c', '')
                                                     .replace('d', '').replace('e', '').replace('f', '')
                                                     .replace('A', '').replace('B', '').replace('C', '')
                                                     .replace('D', '').replace('E', '').replace('F', '')):
        return None
    try:
        return int(eval(text, {'__builtins__': {}}))   # noqa: S307 - literals and operators only
    except Exception:   # noqa: BLE001
        return None


def _cast_value(toks):
    """(type, value) of a macro that casts an integer literal to a type: ((CUstream)0x2),
    ((CUdevice)-1); else None."""
    t = [x for x in toks]
    while len(t) >= 2 and t[0] == '(' and t[-1] == ')' and _matching([(x,) for x in t], 0, '(', ')') == len(t) - 1:
        t = t[1:-1]
    if len(t) >= 4 and t[0] == '(' and is_ident(t[1]) and t[2] == ')':
        v = _value(t[3:])
        if v is not None:
            return t[1], v
    return None


class HeaderFacts:
    """Facts of a set of C headers that the pairing needs: values of macros and enumerators,
    typedef aliases (typedef B A; #define A B), pointer typedefs (typedef struct S *A) and the
    tag of each struct typedef (typedef struct S {...} A)."""

    def __init__(self, paths):
        self.value, self.alias, self.pointee, self.tag, self.where = {}, {}, {}, {}, {}
        # enum_of: enumerator -> the names of its enum (tag, typedef); members: enum name ->
        # enumerators; cast: macro -> the type its value is cast to ("#define X ((CUstream)0x2)");
        # const_ptr: pointer typedefs to const (cudaArray_const_t), a class apart from the others
        self.enum_of, self.members, self.cast, self.const_ptr = {}, {}, {}, set()
        self.struct_tags = set()    # every struct/union tag defined or declared (struct X {...}, struct X;)
        self.fields = {}            # struct name (tag and typedef) -> {member: (type, pointer depth)}
        self.unions = set()         # the names of unions among them
        for path in paths:
            with open(path, errors='replace') as f:
                toks = lex(f.read())
            self._scan(toks, path)

    def _scan(self, toks, path):
        n = len(toks)
        i = 0
        while i < n:
            t = toks[i][0]
            if t == '#':
                d = [x[0] for x in toks[i][1]]
                if len(d) >= 3 and d[0] == 'define' and is_ident(d[1]):
                    v = _value(d[2:])
                    if v is None:
                        c = _cast_value(d[2:])
                        if c:
                            v = c[1]
                            self.cast.setdefault(d[1], c[0])
                    if v is not None:
                        self.value.setdefault(d[1], v)
                        self.where.setdefault(d[1], (path, toks[i][2]))
                    elif len(d) == 3 and is_ident(d[2]):
                        self.alias.setdefault(d[1], d[2])
                i += 1
                continue
            if t in ('struct', 'union') and i + 2 < n:
                k = i + 1
                while k < n and re.match(r'^__\w+__$', toks[k][0]):
                    k += 1          # struct __device_builtin__ cudaKernelNodeParamsV2 {
                if k + 1 < n and is_ident(toks[k][0]) and toks[k + 1][0] in ('{', ';'):
                    self.struct_tags.add(toks[k][0])
                    if toks[k + 1][0] == '{':
                        self.fields.setdefault(toks[k][0], self._members(toks, k + 1))
                        if t == 'union':
                            self.unions.add(toks[k][0])
                        names = [toks[k][0]]
                        if i > 0 and toks[i - 1][0] == 'typedef':
                            end = _matching(toks, k + 1, '{', '}')
                            if end + 1 < n and is_ident(toks[end + 1][0]):
                                self.fields.setdefault(toks[end + 1][0], self.fields[toks[k][0]])
            if t == 'enum' and i + 2 < n:
                j = i + 1
                while j < n and toks[j][0] not in ('{', ';', '(', ')'):
                    j += 1
                if j < n and toks[j][0] == '{':
                    end = _matching(toks, j, '{', '}')
                    nxt = 0
                    k = j + 1
                    names = [x[0] for x in toks[i + 1:j] if is_ident(x[0]) and x[0] not in ('class', 'struct')
                             and not x[0].startswith('__')][:1]
                    if i > 0 and toks[i - 1][0] == 'typedef' and end + 1 < n and is_ident(toks[end + 1][0]):
                        names.append(toks[end + 1][0])
                    consts = []
                    while k < end:
                        name = toks[k][0]
                        if not is_ident(name):
                            k += 1
                            continue
                        m = k + 1
                        expr = []
                        if toks[m][0] == '=':
                            m += 1
                            depth = 0
                            while m < end and not (toks[m][0] == ',' and depth == 0):
                                depth += toks[m][0] in '([' and 1 or (toks[m][0] in ')]' and -1 or 0)
                                expr.append(toks[m][0])
                                m += 1
                            v = _value(expr)
                            if v is None and len(expr) == 1 and expr[0] in self.value:
                                v = self.value[expr[0]]
                        else:
                            v = nxt
                        if v is not None:
                            self.value.setdefault(name, v)
                            self.where.setdefault(name, (path, toks[k][-1]))
                            nxt = v + 1
                        consts.append(name)
                        k = m + 1
                    for e in names:
                        self.members.setdefault(e, consts)
                    for c in consts:
                        self.enum_of.setdefault(c, tuple(names))
                    i = end + 1
                    continue
            if t == 'typedef':
                j = i + 1
                while j < n and toks[j][0] not in (';', '{', '('):
                    j += 1
                words = [x[0] for x in toks[i + 1:j] if x[0] != 'const' and not re.match(r'^__\w+__$', x[0])]
                if j < n and toks[j][0] == ';':
                    w = [x for x in words if x not in ('struct', 'enum', 'union')]
                    if len(words) > len(w) and words[0] in ('struct', 'union') and is_ident(words[1]):
                        self.struct_tags.add(words[1])      # typedef struct ihipCtx_t *hipCtx_t;
                    if len(w) == 2 and all(map(is_ident, w)):
                        self.alias.setdefault(w[1], w[0])
                    elif len(w) == 3 and w[1] == '*' and is_ident(w[0]) and is_ident(w[2]):
                        self.pointee.setdefault(w[2], w[0])
                        if any(x[0] == 'const' for x in toks[i + 1:j]):
                            self.const_ptr.add(w[2])
                elif j < n and toks[j][0] == '{' and words and words[0] in ('struct', 'union', 'enum'):
                    end = _matching(toks, j, '{', '}')
                    k = end + 1
                    tag = words[1] if len(words) > 1 and is_ident(words[1]) else None
                    if tag and words[0] in ('struct', 'union'):
                        self.struct_tags.add(tag)
                    if words[0] in ('struct', 'union'):
                        members = self._members(toks, j)
                        named = [tag] if tag else []
                        e = end + 1
                        while e < n and toks[e][0] != ';':
                            if is_ident(toks[e][0]) and toks[e - 1][0] != '*':
                                named.append(toks[e][0])
                            e += 1
                        for nm in named:
                            self.fields.setdefault(nm, members)
                            if words[0] == 'union':
                                self.unions.add(nm)
                    while k < n and toks[k][0] != ';':
                        if toks[k][0] == '*' and k + 1 < n and is_ident(toks[k + 1][0]) and tag:
                            self.pointee.setdefault(toks[k + 1][0], tag)
                            k += 2
                            continue
                        if is_ident(toks[k][0]) and tag and toks[k][0] != tag:
                            self.tag[toks[k][0]] = tag
                        k += 1
                    i = i + 1 if words[0] == 'enum' else k   # the enum branch reads the values next
                    continue
            i += 1

    def _members(self, toks, open_i):
        """{member: (type, pointer depth)} of the struct body opening at open_i; the members of
        anonymous unions and structs inside count as the struct's own."""
        end = _matching(toks, open_i, '{', '}')
        out = {}
        stmt = []
        k = open_i + 1
        while k < end:
            t = toks[k][0]
            if t == '{':
                inner = _matching(toks, k, '{', '}')
                if k + 1 < len(toks) and inner + 1 < len(toks) and toks[inner + 1][0] == ';':
                    out.update(self._members(toks, k))      # anonymous union { ... };
                    k = inner + 2
                    stmt = []
                    continue
                k = inner + 1
                continue
            if t == ';':
                w = [x for x in stmt if x not in ('struct', 'union', 'enum', 'const', 'volatile')
                     and not re.match(r'^__\w+__$', x)]
                if len(w) >= 2 and is_ident(w[-1]) and '(' not in stmt and '[' not in stmt and ':' not in stmt:
                    t = [x for x in w[:-1] if x != '*']
                    if t and all(map(is_ident, t)):
                        out[w[-1]] = (t[-1], w.count('*'))    # unsigned int gridDimX: 'int'
                stmt = []
            elif t != '#':
                stmt.append(t)
            k += 1
        return out

    def classes(self):
        """Names that denote the same entity: alias chains, struct typedefs and their tags kept
        apart from pointer typedefs, which form classes of their own (one per pointee)."""
        parent = {}

        def find(x):
            while parent.get(x, x) != x:
                x = parent[x]
            return x

        nodes = set()

        def union(a, b):
            nodes.update((a, b))
            ra, rb = find(a), find(b)
            if ra != rb:
                parent[ra] = rb
        for a, b in self.alias.items():
            union(a, b)
        for a, t in self.tag.items():
            union(a, t)
        by_pointee = {}
        for a, s in self.pointee.items():
            by_pointee.setdefault((find(s), a in self.const_ptr), []).append(a)
        for group in by_pointee.values():
            for a in group[1:]:
                union(a, group[0])
        out = {}
        for x in nodes | set(self.pointee):
            out.setdefault(find(x), set()).add(x)
        return {x: cls for cls in out.values() for x in cls}


if __name__ == '__main__':
    import sys
    s = statements()
    r = resolve(s)
    for c in sorted(r):
        for h, evs in r[c]:
            print('%s\t%s\t%s' % (c, h, '; '.join('%s %s' % (e[0], e[1]) for e in evs[:2])))
    print('pairs: %d, cuda names: %d, ambiguous wrappers: %d' % (len(s.pairs), len(r), len(s.ambiguous)), file=sys.stderr)


# --roc call forms: how a hip* wrapper of an AMD back end passes its parameters to the one roc*
# function it calls. A roc name can stand in for the hip name at a call only when every argument
# of the roc call is a parameter (possibly through a conversion function or a cast), a literal, or
# a local the body sets to a literal or converts from a parameter; rocblas_gemm_ex, which takes C
# twice (as C and as D) and a solution index and flags, becomes a call template, and a wrapper
# that passes the address of its own local (rocsparse_spmv's buffer size) has no roc call form.

def _split_args(toks):
    out, cur, depth = [], [], 0
    for t in toks:
        if t in ('(', '[', '{'):
            depth += 1
        elif t in (')', ']', '}'):
            depth -= 1
        if t == ',' and depth == 0:
            out.append(cur)
            cur = []
        else:
            cur.append(t)
    if cur or out:
        out.append(cur)
    return out


def _is_literal(t, other):
    return bool(re.match(r'^[0-9][0-9a-fA-FxXuUlL]*$', t)) or t in ('nullptr', 'NULL', 'true', 'false') or \
        bool(other.match(t))


def _resolve_arg(a, params, body, other, depth=0):
    """Template text of one roc call argument, or None."""
    if depth > 4 or not a:
        return None
    # (X)
    if a[0] == '(' and a[-1] == ')' and _split_args(a[1:-1]) and len(_split_args(a[1:-1])) == 1:
        d = 0
        for q, x in enumerate(a):
            d += x == '('
            d -= x == ')'
            if d == 0:
                break
        if q == len(a) - 1:
            return _resolve_arg(a[1:-1], params, body, other, depth + 1)
    # (cast) X
    if a[0] == '(' and ')' in a:
        k = a.index(')')
        inner = a[1:k]
        if inner and all(is_ident(x) or x in ('*', '&', '::') for x in inner) and k + 1 < len(a):
            return _resolve_arg(a[k + 1:], params, body, other, depth + 1)
    # static_cast<T>(X), reinterpret_cast<T>(X)
    if a[0] in ('static_cast', 'reinterpret_cast', 'const_cast') and '>' in a:
        k = a.index('>')
        if k + 1 < len(a) and a[k + 1] == '(' and a[-1] == ')':
            return _resolve_arg(a[k + 1:], params, body, other, depth + 1)
    # conv(X) / ns::conv(X): a conversion of one value
    j = 0
    while j + 1 < len(a) and is_ident(a[j]) and a[j + 1] == '::':
        j += 2
    if j < len(a) and is_ident(a[j]) and j + 1 < len(a) and a[j + 1] == '(' and a[-1] == ')' and \
            not _is_literal(a[j], other):
        inner = _split_args(a[j + 2:-1])
        if len(inner) == 1:
            return _resolve_arg(inner[0], params, body, other, depth + 1)
        return None
    if len(a) != 1:
        return None
    t = a[0]
    if t in params:
        k = params.index(t) + 1
        return '$%d' % k if k <= 9 else '${%d}' % k
    if _is_literal(t, other):
        return t
    # a local: TYPE t = LITERAL;  or an output argument of a converter called as
    # f(in1, ..., inN, out1, ..., outN) whose inputs are parameters
    for i in range(len(body) - 3):
        if body[i] == t and body[i + 1] == '=' and body[i + 3] == ';' and i > 0 and is_ident(body[i - 1]) \
                and _is_literal(body[i + 2], other):
            return body[i + 2]
    # a local set once from a parameter (bsa_int = static_cast<int>(bsa);)
    sets = [i for i in range(1, len(body) - 1) if body[i] == t and body[i + 1] == '=' and body[i - 1] in (';', '{', '}')]
    if len(sets) == 1:
        i = sets[0]
        e = body.index(';', i)
        r = _resolve_arg(body[i + 2:e], params, body, other, depth + 1)
        if r and r.startswith('$'):
            return r
    for i in range(len(body) - 1):
        if is_ident(body[i]) and body[i + 1] == '(' and (i == 0 or body[i - 1] in ('=', ';', '{', '}')):
            close = i + 1
            d = 0
            for m in range(i + 1, len(body)):
                d += body[m] == '('
                d -= body[m] == ')'
                if d == 0:
                    close = m
                    break
            args = _split_args(body[i + 2:close])
            if len(args) % 2 == 0 and [t] in args[len(args) // 2:]:
                src = args[args.index([t]) - len(args) // 2]
                if len(src) == 1 and src[0] in params:
                    return _resolve_arg(src, params, body, other, depth + 1)
    return None


# hip* wrapper -> (type name, pointer depth) of its parameters (filled by roc_call_forms): a roc name stands in
# for the wrapper only where every hip* library type it takes has a roc type too (gen-rules)
ROC_WRAPPER_PARAM_TYPES = {}


def roc_call_forms():
    """hip* function -> (roc callee, template or '' when the roc call takes the same arguments in
    the same order, or None when no template states the call; 'label path:line')."""
    forms = {}
    for label, release, root, globs in ROC_SOURCES:
        if not os.path.isdir(root):
            continue
        for path in sorted({p for g in globs for p in glob.glob(os.path.join(root, g))}):
            rel = os.path.relpath(path, os.path.dirname(os.path.dirname(root)))
            with open(path, errors='replace') as f:
                toks = [t for t in lex(f.read()) if t[0] != '#']
            n = len(toks)
            i = 0
            while i < n:
                if toks[i][0] == '(' and i > 0 and is_ident(toks[i - 1][0]) and ROC_OURS.match(toks[i - 1][0]):
                    fname, fline = toks[i - 1][0], toks[i - 1][-1]
                    close = _matching(toks, i, '(', ')')
                    k = close + 1
                    while k < n and toks[k][0] in ('const', 'noexcept', 'try'):
                        k += 1
                    if k < n and toks[k][0] == '{':
                        end = _matching(toks, k, '{', '}')
                        body = [x[0] for x in toks[k:end + 1]]
                        params = []
                        ptypes = []
                        for p in _split_args([x[0] for x in toks[i + 1:close]]):
                            ids = [w for w in p if is_ident(w) and w not in ('const', 'enum', 'struct')]
                            params.append(ids[-1] if len(ids) >= 2 else None)
                            ptypes.append((ids[0], p.count('*') + p.count('[')) if len(ids) >= 2 else None)
                        ROC_WRAPPER_PARAM_TYPES[fname] = ptypes
                        calls = [m for m in range(len(body) - 1) if ROC_OTHER.match(body[m]) and body[m + 1] == '('
                                 and (m == 0 or body[m - 1] not in ('.', '->'))]
                        callees = {body[m] for m in calls}
                        if len(callees) == 1 and len(calls) == 1:
                            m = calls[0]
                            d, e = 0, m + 1
                            for e in range(m + 1, len(body)):
                                d += body[e] == '('
                                d -= body[e] == ')'
                                if d == 0:
                                    break
                            args = [_resolve_arg(a, params, body, ROC_OTHER) for a in _split_args(body[m + 2:e])]
                            same = ['$%d' % (q + 1) if q < 9 else '${%d}' % (q + 1) for q in range(len(params))]
                            used = {x for a in args if a for x in re.findall(r'\$\{?(\d+)', a)}
                            if any(a is None for a in args) or len(used) != len([p for p in params if p]):
                                tmpl = None     # a parameter the roc call does not take: the wrapper does more
                            elif args == same:
                                tmpl = ''
                            else:
                                tmpl = '%s(%s)' % (body[m], ', '.join(args))
                            forms[fname] = (body[m], tmpl, '%s %s:%d' % (label, rel, fline))
                        i = end + 1
                        continue
                i += 1
    return forms


def roc_gemm_ex_types():
    """rocBLAS's compute type for hipBLAS's, as hipBLAS's AMD back end converts them for gemm_ex
    (hipblasInternalGemmExTypes: one if-branch per supported combination of a, b, c and compute
    types). Returns ([(a, b, c, compute_in, compute_out)], 'label path:line')."""
    for label, release, root, globs in ROC_SOURCES[:1]:
        path = os.path.join(root, 'hipblas.cpp')
        if not os.path.exists(path):
            return [], None
        with open(path, errors='replace') as f:
            text = f.read()
        m = re.search(r'^hipblasStatus_t\s+(hipblasInternalGemmExTypes)\s*\(([^)]*)\)\s*\{', text, re.M)
        if not m:
            return [], None
        params = re.findall(r'(\w+)\s*(?:,|$)', m.group(2).strip())
        ins, outs = params[:len(params) // 2], params[len(params) // 2:]
        line = text.count('\n', 0, m.start()) + 1
        body = re.sub(r'//[^\n]*|/\*.*?\*/', '', text[m.end():], flags=re.S)
        rows = []
        conv = {}
        for a, b in re.findall(r'case\s+(HIP_\w+)\s*:\s*return\s+(rocblas_datatype_\w+)\s*;',
                               text[text.find('hipblasConvertDatatype_v2'):]):
            conv.setdefault(a, b)
        for cond, block in re.findall(r'if\s*\(([^{]*)\)\s*\{([^}]*)\}', body[:body.find('\nhipblasStatus_t ')]):
            vals = dict(re.findall(r'(\w+)\s*==\s*(\w+)', cond))
            if set(vals) != set(ins):
                continue
            outv = {}
            for stmt in block.split(';'):
                parts = [p.strip() for p in stmt.split('=')]
                if len(parts) < 2:
                    continue
                v = parts[-1]
                cm = re.match(r'^hipblasConvertDatatype_v2\((\w+)\)$', v)
                if cm and cm.group(1) in vals:
                    v = conv.get(vals[cm.group(1)])
                for p in parts[:-1]:
                    outv[p] = v
            if set(outv) != set(outs) or None in outv.values():
                continue
            rows.append(tuple(vals[x] for x in ins) + (outv[outs[-1]],))
        rel = os.path.relpath(path, os.path.dirname(os.path.dirname(root)))
        return rows, '%s %s:%d (hipblasInternalGemmExTypes)' % (label, rel, line)
    return [], None


def roc_local_names():
    """roc-prefixed functions a back end declares or defines itself (hipSPARSE declares rocSPARSE's
    unpublished rocsparse_create_csr_descr_SWDEV_453599): not in the roc library's headers."""
    out = set()
    for label, release, root, globs in ROC_SOURCES:
        if not os.path.isdir(root):
            continue
        for path in sorted({p for g in globs for p in glob.glob(os.path.join(root, g))}):
            with open(path, errors='replace') as f:
                text = f.read()
            out.update(re.findall(r'^(?:\w+[ \t]+)+\**((?:rocblas|rocsparse|rocrand|rocsolver)_\w+)\s*\([^;{]*\)\s*[;{]',
                                  text, re.M))
    return out


# hip* names of library types no roc call may be given in place of: hipDataType is renamed per call
# ("roc_in": an enumerator written in the call), hipStream_t and hipComplex are what rocBLAS and
# rocSPARSE take themselves
ROC_LIB_TYPE = re.compile(r'^hip(blas|sparse|solver|rand|fft)[A-Z]\w*$')
ROC_PER_CALL_TYPES = {'hipblasComputeType_t'}   # like hipDataType: the compute type follows the call (roc_in)
HIPRAND_INC = REAL + '/hipRAND/library/include/hiprand'


def roc_typedef_types():
    """hip* types AMD's headers define as a roc type on the AMD platform, so a roc call takes them
    as they are: hipRAND's hiprand.h typedef hiprandDiscreteDistribution_st * hiprandDiscreteDistribution_t
    with hiprand_rocm.h typedef struct rocrand_discrete_distribution_st hiprandDiscreteDistribution_st.
    {hip type: 'label file:line'}"""
    defs = {}
    for name in ('hiprand.h', 'hiprand_rocm.h'):
        path = os.path.join(HIPRAND_INC, name)
        if not os.path.exists(path):
            continue
        for n, line in enumerate(open(path, errors='replace'), 1):
            m = re.match(r'^\s*typedef\s+(?:struct\s+)?(\w+)\s*\*?\s*(\w+)\s*;', line)
            if m:
                defs.setdefault(m.group(2), (m.group(1), 'hipRAND include/hiprand/%s:%d' % (name, n)))
    out = {}
    for t in defs:
        cur, seen, where = t, set(), []
        while cur in defs and cur not in seen:
            seen.add(cur)
            cur, w = defs[cur]
            where.append(w)
        if cur.startswith('rocrand_') and t.startswith('hiprand'):
            out[t] = '; '.join(where)
    return out


def roc_type_check(tables):
    """Types and calls must agree under --roc. A function keeps its roc name only where every hip*
    library type its AMD wrapper takes (the wrapper's parameter list) has a roc type too: otherwise
    the user's variable stays the hip* opaque type (typedef void* hipsparseSpMatDescr_t), which the
    roc call does not accept. A type keeps its roc name only where no function that keeps its hip
    name takes a pointer to it (hipsparseCreateCsr(hipsparseSpMatDescr_t*, ...): a
    rocsparse_spmat_descr* is no void**); a roc handle passed by value to a hip* call converts to
    its void*. Repeated until both hold. Returns [(cuda name, why)] of the roc names dropped."""
    same = roc_typedef_types()
    funcs = [r for rules in tables for r in rules if r.get('kind') == 'function' and r.get('hip')
             and r.get('status') != 'unsupported']
    types = {}
    for rules in tables:
        for r in rules:
            if r.get('kind') in ('type', 'enum') and r.get('hip') and r.get('status') != 'unsupported':
                types.setdefault(r['hip'], []).append(r)
    dropped = []
    changed = True
    while changed:
        changed = False
        has_roc = {t for t, rs in types.items() if any(r.get('roc') for r in rs)}
        for r in funcs:
            params = [p for p in ROC_WRAPPER_PARAM_TYPES.get(r['hip'], ()) if p and ROC_LIB_TYPE.match(p[0])]
            if r.get('roc'):
                miss = [t for t, _ in params if t in types and t not in has_roc and t not in ROC_PER_CALL_TYPES
                        and t not in same]
                if miss:
                    dropped.append((r['cuda'], '%s keeps %s: %s has no roc type' % (r['cuda'], r['hip'], miss[0])))
                    for k in ('roc', 'roc_source', 'roc_template'):
                        r.pop(k, None)
                    changed = True
            else:
                for t, stars in params:
                    if stars and t in has_roc:
                        for tr in types[t]:
                            if tr.get('roc'):
                                dropped.append((tr['cuda'], '%s keeps %s: %s takes a pointer to it' %
                                                (tr['cuda'], t, r['hip'])))
                                tr.pop('roc', None)
                                tr.pop('roc_source', None)
                        has_roc.discard(t)
                        changed = True
    if os.environ.get('CU2HIP_GEN_VERBOSE'):
        for _, why in dropped:
            print('gen-rules: --roc: ' + why)
    return dropped
