import StoryshareMedia

/// Where an image's bytes are: in memory, or in a source read a window at a time (a file too large to hold).
public enum ImageInput {
    case bytes([UInt8])
    case source(any ByteSource)
}
