plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
}

android {
    namespace = "dev.storyshare.fixture.tallyho"
    compileSdk = 35

    defaultConfig {
        applicationId = "dev.storyshare.fixture.tallyho"
        minSdk = 26
        targetSdk = 34
        versionCode = 3
        versionName = "1.1"
        buildConfigField("String", "FACEBOOK_APP_ID", "\"5207391846620385\"")
    }

    buildFeatures {
        buildConfig = true
    }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_11
        targetCompatibility = JavaVersion.VERSION_11
    }
    kotlinOptions {
        jvmTarget = "11"
    }
}

dependencies {
    implementation(libs.androidx.core.ktx)
    implementation(libs.androidx.appcompat)
}
