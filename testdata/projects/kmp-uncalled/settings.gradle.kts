rootProject.name = "Trailmix"
include(":composeApp")
