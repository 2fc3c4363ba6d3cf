/// The ISO base media file format (ISO/IEC 14496-12) and its QuickTime ancestor: MP4, MOV, M4V,
/// M4A. A file is a sequence of boxes (`size`, `type`, payload); some boxes contain boxes.
enum ISOBMFF {}
