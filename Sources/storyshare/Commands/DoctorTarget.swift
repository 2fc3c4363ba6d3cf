import ArgumentParser
import StoryshareKit

/// `--target` of `doctor`: one app, or both.
enum DoctorTarget: String, ExpressibleByArgument, CaseIterable {
    case facebook, instagram, both

    var targets: [ShareTarget] {
        switch self {
        case .facebook: [.facebook]
        case .instagram: [.instagram]
        case .both: [.facebook, .instagram]
        }
    }
}
