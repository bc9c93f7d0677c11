// cu2hip-test: no-compile (hipDeviceAttributeVirtualMemoryManagementSupported is HIP 5.3's; Debian's hipcc is 5.2)
// Enumerators cuda.h marks "Deprecated, use X" (same enum, same value) map where X maps;
// deprecated ones whose replacement HIP lacks stay reported.
#include <cuda.h>
int main()
{
    CUdevice dev = 0;
    int vmm = 0, vmm2 = 0, shm = 0, regs = 0, w = 0;
    cuDeviceGetAttribute(&vmm, CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED, dev);
    cuDeviceGetAttribute(&vmm2, CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED, dev);
    cuDeviceGetAttribute(&shm, CU_DEVICE_ATTRIBUTE_SHARED_MEMORY_PER_BLOCK, dev);
    cuDeviceGetAttribute(&regs, CU_DEVICE_ATTRIBUTE_REGISTERS_PER_BLOCK, dev);
    cuDeviceGetAttribute(&w, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_WIDTH, dev);
    CUdevice_P2PAttribute a = CU_DEVICE_P2P_ATTRIBUTE_ACCESS_ACCESS_SUPPORTED;
    (void)a;
    return vmm + vmm2 + shm + regs + w;
}
