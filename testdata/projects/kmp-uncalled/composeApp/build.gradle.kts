plugins {
    id("org.jetbrains.kotlin.multiplatform")
    id("com.android.application")
}

kotlin {
    androidTarget()
    listOf(iosArm64(), iosSimulatorArm64()).forEach { it.binaries.framework { baseName = "ComposeApp" } }
}

android {
    namespace = "dev.storyshare.fixture.trailmix"
    compileSdk = 34
    defaultConfig {
        applicationId = "dev.storyshare.fixture.trailmix"
        minSdk = 24
        targetSdk = 34
    }
}
