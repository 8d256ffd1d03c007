namespace tarn::ui {}
