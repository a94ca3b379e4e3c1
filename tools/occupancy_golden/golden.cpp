// Golden occupancy table: random launches evaluated by NVIDIA's cuda_occupancy.h (header-only host
// code shipped with the CUDA toolkit; included here, not copied). Output: CSV on stdout, one row
// per launch, and with --props the device properties used per compute capability.
//
// Build and run through generate.sh. The random generator is splitmix64 with a fixed seed, so the
// output is the same on every platform.
#include <cuda_occupancy.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

struct Device {
    int major, minor;
    int threadsPerSm, regsPerSm, regsPerBlock;
    size_t smemPerSm, smemPerBlockOptin, reserved;
    int numSms;
};

// cudaDeviceProp values per compute capability (CUDA C++ Programming Guide, compute capability
// tables; sharedMemPerMultiprocessor is the largest carve-out, sharedMemPerBlockOptin the opt-in
// per-block limit, reservedSharedMemPerBlock the 1 KiB driver reserve from cc 8.0).
const Device kDevices[] = {
    {6, 1, 2048, 65536, 65536,  96 * 1024,  48 * 1024,    0,   5},
    {7, 0, 2048, 65536, 65536,  96 * 1024,  96 * 1024,    0,  80},
    {7, 5, 1024, 65536, 65536,  64 * 1024,  64 * 1024,    0,  40},
    {8, 0, 2048, 65536, 65536, 164 * 1024, 163 * 1024, 1024, 108},
    {8, 6, 1536, 65536, 65536, 100 * 1024,  99 * 1024, 1024,  84},
    {8, 9, 1536, 65536, 65536, 100 * 1024,  99 * 1024, 1024, 128},
    {9, 0, 2048, 65536, 65536, 228 * 1024, 227 * 1024, 1024, 132},
    {3, 5, 2048, 65536, 65536,  48 * 1024,  48 * 1024,    0,  13},
    {5, 2, 2048, 65536, 65536,  96 * 1024,  48 * 1024,    0,  24},
    {6, 0, 2048, 65536, 65536,  64 * 1024,  48 * 1024,    0,  56},
};

uint64_t gState = 0x6b65726e656c7469ULL;  // fixed seed

uint64_t next() {
    uint64_t z = (gState += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

int uniform(int low, int high) {  // inclusive
    return low + static_cast<int>(next() % static_cast<uint64_t>(high - low + 1));
}

cudaOccDeviceProp properties(const Device &device) {
    cudaOccDeviceProp prop;
    prop.computeMajor = device.major;
    prop.computeMinor = device.minor;
    prop.maxThreadsPerBlock = 1024;
    prop.maxThreadsPerMultiprocessor = device.threadsPerSm;
    prop.regsPerBlock = device.regsPerBlock;
    prop.regsPerMultiprocessor = device.regsPerSm;
    prop.warpSize = 32;
    prop.sharedMemPerBlock = 48 * 1024;
    prop.sharedMemPerMultiprocessor = device.smemPerSm;
    prop.numSms = device.numSms;
    prop.sharedMemPerBlockOptin = device.smemPerBlockOptin;
    prop.reservedSharedMemPerBlock = device.reserved;
    return prop;
}

struct Launch {
    int block, regs, carveout;
    size_t staticSmem, dynamicSmem;
};

Launch randomLaunch(const Device &device) {
    Launch launch;
    int pick = uniform(0, 99);
    if (pick < 80) launch.block = uniform(1, 1024);
    else if (pick < 93) launch.block = 32 * uniform(1, 32);
    else launch.block = uniform(1025, 1280);  // more threads than a block may have
    pick = uniform(0, 99);
    if (pick < 5) launch.regs = 0;
    else if (pick < 80) launch.regs = uniform(1, 128);
    else launch.regs = uniform(129, 256);  // 256 is over the cc 6.x limit
    int optin = static_cast<int>(device.smemPerBlockOptin);
    pick = uniform(0, 99);
    launch.staticSmem = pick < 45 ? 0 : static_cast<size_t>(pick < 90 ? uniform(1, 16384) : uniform(16385, 49152));
    pick = uniform(0, 99);
    if (pick < 45) launch.dynamicSmem = 0;
    else if (pick < 80) launch.dynamicSmem = static_cast<size_t>(uniform(1, 32768));
    else launch.dynamicSmem = static_cast<size_t>(uniform(1, optin + 8192));  // may not fit
    static const int kCarveouts[] = {0, 10, 25, 33, 50, 66, 75, 100};
    pick = uniform(0, 99);
    launch.carveout = pick < 60 ? -1 : kCarveouts[uniform(0, 7)];
    return launch;
}

void printRow(const Device &device, const Launch &launch) {
    cudaOccDeviceProp prop = properties(device);
    cudaOccFuncAttributes attributes;
    attributes.maxThreadsPerBlock = 1024;
    attributes.numRegs = launch.regs;
    attributes.sharedSizeBytes = launch.staticSmem;
    attributes.partitionedGCConfig = PARTITIONED_GC_OFF;
    attributes.shmemLimitConfig = FUNC_SHMEM_LIMIT_OPTIN;  // the kernel opts in to its dynamic size
    attributes.maxDynamicSharedSizeBytes = launch.dynamicSmem;
    attributes.numBlockBarriers = 1;
    attributes.virtualResourceCount = 0;
    cudaOccDeviceState state;
    state.cacheConfig = CACHE_PREFER_NONE;
    state.carveoutConfig = launch.carveout;
    cudaOccResult result;
    memset(&result, 0, sizeof(result));
    cudaOccError status = cudaOccMaxActiveBlocksPerMultiprocessor(
        &result, &prop, &attributes, &state, launch.block, launch.dynamicSmem);
    std::printf("%d.%d,%d,%d,%zu,%zu,%d,%d,%d,%d,%d,%d,%d,%d,%u,%zu\n", device.major, device.minor,
                launch.block, launch.regs, launch.staticSmem, launch.dynamicSmem, launch.carveout,
                static_cast<int>(status), result.activeBlocksPerMultiprocessor, result.blockLimitWarps,
                result.blockLimitRegs, result.blockLimitSharedMem, result.blockLimitBlocks,
                result.blockLimitBarriers, result.limitingFactors, result.allocatedSharedMemPerBlock);
}

}  // namespace

int main(int argc, char **argv) {
    if (argc > 1 && std::strcmp(argv[1], "--props") == 0) {
        std::printf("cc,max_threads_per_block,max_threads_per_sm,registers_per_block,registers_per_sm,"
                    "warp_size,shared_per_block,shared_per_sm,shared_per_block_optin,reserved_shared_per_block\n");
        for (const Device &device : kDevices) {
            std::printf("%d.%d,1024,%d,%d,%d,32,%d,%zu,%zu,%zu\n", device.major, device.minor, device.threadsPerSm,
                        device.regsPerBlock, device.regsPerSm, 48 * 1024, device.smemPerSm,
                        device.smemPerBlockOptin, device.reserved);
        }
        return 0;
    }
    int perDevice = argc > 1 ? std::atoi(argv[1]) : 600;
    std::printf("cc,block,registers,static_shared,dynamic_shared,carveout,status,active_blocks,"
                "limit_warps,limit_registers,limit_shared,limit_blocks,limit_barriers,limiting_factors,"
                "allocated_shared\n");
    for (const Device &device : kDevices) {
        // fixed edge cases first, then random launches
        const Launch edges[] = {
            {1024, 255, -1, 0, 0}, {1025, 32, -1, 0, 0}, {256, 40, -1, 0, 0}, {320, 200, -1, 0, 0},
            {128, 32, -1, 48 * 1024, 0}, {128, 32, -1, 0, device.smemPerBlockOptin},
            {128, 32, -1, 0, device.smemPerBlockOptin + 1}, {64, 0, 0, 0, 0}, {32, 16, 100, 0, 0},
        };
        for (const Launch &launch : edges) printRow(device, launch);
        for (int i = 0; i < perDevice; ++i) printRow(device, randomLaunch(device));
    }
    return 0;
}
