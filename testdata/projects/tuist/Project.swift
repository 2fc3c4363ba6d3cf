import ProjectDescription

let project = Project(
    name: "Driftwood",
    organizationName: "Storyshare Fixtures",
    targets: [
        .target(
            name: "Driftwood",
            destinations: .iOS,
            product: .app,
            bundleId: "dev.storyshare.fixture.driftwood",
            deploymentTargets: .iOS("17.0"),
            infoPlist: .extendingDefault(with: [
                "UILaunchScreen": [:],
                "CFBundleDisplayName": "Driftwood",
                "FacebookAppID": "5520913847106623",
                "LSApplicationQueriesSchemes": ["instagram"],
                "NSPhotoLibraryAddUsageDescription": "Driftwood saves your beach finds to Photos.",
            ]),
            sources: ["Driftwood/Sources/**"],
            resources: ["Driftwood/Resources/**"],
            dependencies: [
                .target(name: "DriftwoodKit"),
            ]
        ),
        .target(
            name: "DriftwoodKit",
            destinations: .iOS,
            product: .framework,
            bundleId: "dev.storyshare.fixture.driftwood.kit",
            sources: ["DriftwoodKit/Sources/**"]
        ),
        .target(
            name: "DriftwoodTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "dev.storyshare.fixture.driftwood.tests",
            infoPlist: .default,
            sources: ["DriftwoodTests/**"],
            dependencies: [
                .target(name: "Driftwood"),
            ]
        ),
    ]
)
