#if canImport(Glibc)
    import Glibc
#endif

/// How the process has the C allocator hand out big blocks of memory.
enum MemoryPolicy {
    /// glibc gives a block of 128 KiB or more a mapping of its own, handed back to the system as
    /// soon as the block is freed; but once such a block is freed, it raises that line to the
    /// block's size (up to 32 MiB), so the big arrays made after it (lists of every page, a text
    /// store's blocks) go into the heap, where what they leave stays with the process. With the
    /// line kept where it is, a build of 50,000 pages peaks about 3 MiB lower (49 MiB before),
    /// and no build takes longer.
    static func keepBigBlocksMapped() {
        #if canImport(Glibc)
            // `mallopt` is declared in <malloc.h>, which Swift's Glibc module leaves out.
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(nil, "mallopt") else { return }
            let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in <malloc.h>
            _ = unsafeBitCast(symbol, to: Mallopt.self)(mmapThreshold, 128 * 1024)
        #endif
    }
}
