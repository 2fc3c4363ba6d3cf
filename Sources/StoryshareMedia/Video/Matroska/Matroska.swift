/// Matroska and WebM: EBML documents (RFC 8794) whose elements are `ID`, `size`, data, IDs and
/// sizes written as variable-length integers (VINTs). Element IDs and meanings follow the IETF
/// CELLAR Matroska specification; WebM is the subset whose EBML `DocType` is `webm`.
enum Matroska {}
