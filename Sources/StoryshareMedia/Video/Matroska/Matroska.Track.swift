extension Matroska {
    /// What one TrackEntry says about its track.
    struct Track: Equatable, Sendable {
        /// TrackNumber, which blocks refer to.
        var number: UInt64?
        /// TrackType: 1 video, 2 audio, 17 subtitle, ...
        var type: UInt64?
        /// CodecID (`V_VP9`, `V_MPEG4/ISO/AVC`, `A_OPUS`, ...).
        var codecID: String?
        /// DefaultDuration of one frame, in nanoseconds.
        var defaultDuration: UInt64?
        /// Video PixelWidth/PixelHeight: the stored picture size.
        var pixelWidth: UInt64?
        var pixelHeight: UInt64?
        /// Video DisplayWidth/DisplayHeight, in `displayUnit` (0 pixels, 3 aspect ratio, ...).
        var displayWidth: UInt64?
        var displayHeight: UInt64?
        var displayUnit: UInt64 = 0
        /// Video Projection: type (0 rectangular) and pose angles in degrees.
        var projectionType: UInt64 = 0
        var poseYaw: Double = 0
        var posePitch: Double = 0
        var poseRoll: Double = 0

        static let videoType: UInt64 = 1
        static let audioType: UInt64 = 2

        /// Clockwise display rotation: ProjectionPoseRoll is a counter-clockwise turn of a
        /// rectangular picture, so a roll of 90 shows it turned 270 clockwise. Only whole quarter
        /// turns without yaw or pitch count (others are 360° or mirroring projections); else 0.
        var clockwiseRotation: Int {
            guard projectionType == 0, poseYaw == 0, posePitch == 0, poseRoll.isFinite else { return 0 }
            let quarters = (poseRoll / 90).rounded()
            guard abs(poseRoll - quarters * 90) < 0.01, abs(quarters) <= 4 else { return 0 }
            return ((-Int(quarters) % 4 + 4) % 4) * 90
        }
    }
}
