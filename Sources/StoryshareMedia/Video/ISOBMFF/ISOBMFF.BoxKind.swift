extension ISOBMFF {
    /// The box types `ISOBMFFReader` acts on; every other type is skipped. An enum with raw
    /// values so that telling them apart is one integer switch, which keeps a walk over a million
    /// boxes fast even in debug builds.
    enum BoxKind: UInt32 {
        case moov = 0x6D6F_6F76
        case trak = 0x7472_616B
        case mdia = 0x6D64_6961
        case minf = 0x6D69_6E66
        case stbl = 0x7374_626C
        case edts = 0x6564_7473
        case mvex = 0x6D76_6578
        case moof = 0x6D6F_6F66
        case traf = 0x7472_6166
        case mvhd = 0x6D76_6864
        case mehd = 0x6D65_6864
        case trex = 0x7472_6578
        case tkhd = 0x746B_6864
        case mdhd = 0x6D64_6864
        case hdlr = 0x6864_6C72
        case elst = 0x656C_7374
        case stsd = 0x7374_7364
        case tfhd = 0x7466_6864
        case tfdt = 0x7466_6474
        case trun = 0x7472_756E
    }
}
