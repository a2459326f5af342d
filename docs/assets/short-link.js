// A short address /r/<id>/ leads to the ruling wherever it lives now, keeping the #example-N it was given.
(function () {
  var target = document.querySelector("link[rel=canonical]");
  if (target) {
    window.location.replace(target.href + window.location.hash);
  }
})();
