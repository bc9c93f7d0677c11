// cu2hip-test: no-compile (hipDeviceAttributeVirtualMemoryManagementSupported is HIP 5.3's; Debian's hipcc is 5.2)
// Enumerators cuda.h marks "Deprecated, use X" (same enum, same value) map where X maps;
// deprecated ones whose replacement HIP lacks stay reported.
#include <hip/hip_runtime.h>
int main()
{
    hipDevice_t dev = 0;
    int vmm = 0, vmm2 = 0, shm = 0, regs = 0, w = 0;
    hipDeviceGetAttribute(&vmm, hipDeviceAttributeVirtualMemoryManagementSupported, dev);
    hipDeviceGetAttribute(&vmm2, hipDeviceAttributeVirtualMemoryManagementSupported, dev);
    hipDeviceGetAttribute(&shm, hipDeviceAttributeMaxSharedMemoryPerBlock, dev);
    hipDeviceGetAttribute(&regs, hipDeviceAttributeMaxRegistersPerBlock, dev);
    hipDeviceGetAttribute(&w, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_WIDTH, dev);
    hipDeviceP2PAttr a = hipDevP2PAttrHipArrayAccessSupported;
    (void)a;
    return vmm + vmm2 + shm + regs + w;
}
